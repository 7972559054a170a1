import type { ItemPublic } from '@listkeeper/shared/schemas/item';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useDeleteItem } from '../api/use-delete-item.ts';

export interface DeleteItemDialogProps {
  item: ItemPublic | undefined;
  opened: boolean;
  onClose: () => void;
  /** Called after the item is gone, before the list refreshes. */
  onDeleted: () => void;
  onClosed?: () => void;
}

export function DeleteItemDialog({ item, opened, onClose, onDeleted, onClosed }: DeleteItemDialogProps) {
  const deleteItem = useDeleteItem({
    onSuccess: () => {
      onClose();
      onDeleted();
    },
  });
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      onConfirm={() => item && deleteItem.mutate(item.id)}
      title="Delete Item"
      message="This item will be permanently deleted. Are you sure? You will not be able to undo this action."
      confirmLabel="Delete"
      onClosed={onClosed}
      loading={deleteItem.isPending}
    />
  );
}
