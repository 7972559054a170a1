import type { UserPublic, UserUpdateMe } from '@listkeeper/shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user-query-options.ts';
import { showApiErrorToast, showSuccessToast } from '../../../lib/toast.ts';

export function updateMe(body: UserUpdateMe): Promise<UserPublic> {
  return apiRequest<UserPublic>({ method: 'PATCH', path: '/users/me', body });
}

export function useUpdateMe({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      showSuccessToast('User updated successfully.');
      onSuccess();
    },
    onError: showApiErrorToast,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        // The admin table shows this user too.
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]);
    },
  });
}
