import type { UserPublic, UserUpdate } from '@listkeeper/shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user-query-options.ts';
import { showApiErrorToast, showSuccessToast } from '../../../lib/toast.ts';
import { usersQueryKey } from './users-query-options.ts';

export function updateUser({ id, body }: { id: string; body: UserUpdate }): Promise<UserPublic> {
  return apiRequest<UserPublic>({ method: 'PATCH', path: `/users/${encodeURIComponent(id)}`, body });
}

export function useUpdateUser({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => {
      showSuccessToast('User updated successfully.');
      onSuccess();
    },
    onError: showApiErrorToast,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]);
    },
  });
}
