import type { UserPublic } from '@listkeeper/shared/schemas/user';
import { AppModal } from '../../../components/app-modal.tsx';
import { EditUserForm } from './edit-user-form.tsx';

export interface EditUserDialogProps {
  user: UserPublic | undefined;
  opened: boolean;
  onClose: () => void;
  /** Called once the dialog has fully closed; takes over focus return from Mantine. */
  onClosed?: () => void;
}

export function EditUserDialog({ user, opened, onClose, onClosed }: EditUserDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Edit User" onClosed={onClosed}>
      {user && <EditUserForm key={user.id} user={user} onDone={onClose} />}
    </AppModal>
  );
}
