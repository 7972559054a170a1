import type { UserPublic } from '@listkeeper/shared/schemas/user';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useDeleteUser } from '../api/use-delete-user.ts';

export interface DeleteUserDialogProps {
  user: UserPublic | undefined;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
  onClosed?: () => void;
}

export function DeleteUserDialog({ user, opened, onClose, onDeleted, onClosed }: DeleteUserDialogProps) {
  const deleteUser = useDeleteUser({
    onSuccess: () => {
      onClose();
      onDeleted();
    },
  });
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      onConfirm={() => user && deleteUser.mutate(user.id)}
      title="Delete User"
      message="All items associated with this user will also be permanently deleted. Are you sure? You will not be able to undo this action."
      confirmLabel="Delete"
      onClosed={onClosed}
      loading={deleteUser.isPending}
    />
  );
}
