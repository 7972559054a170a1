import type { Message } from '@listkeeper/shared/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/toast.ts';
import { usersQueryKey } from './users-query-options.ts';

export function deleteUser(id: string): Promise<Message> {
  return apiRequest<Message>({ method: 'DELETE', path: `/users/${encodeURIComponent(id)}` });
}

export function useDeleteUser({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => {
      showSuccessToast('The user was deleted successfully');
      onSuccess();
    },
    onError: () => showErrorToast('An error occurred while deleting the user'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
