import type { ItemPublic } from '@listkeeper/shared/schemas/item';
import { AppModal } from '../../../components/app-modal.tsx';
import { EditItemForm } from './edit-item-form.tsx';

export interface EditItemDialogProps {
  item: ItemPublic | undefined;
  opened: boolean;
  onClose: () => void;
  /** Called once the dialog has fully closed; takes over focus return from Mantine. */
  onClosed?: () => void;
}

export function EditItemDialog({ item, opened, onClose, onClosed }: EditItemDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Edit Item" onClosed={onClosed}>
      {item && <EditItemForm key={item.id} item={item} onDone={onClose} />}
    </AppModal>
  );
}
