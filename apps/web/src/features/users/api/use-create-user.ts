import type { UserCreate, UserPublic } from '@listkeeper/shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { showApiErrorToast, showSuccessToast } from '../../../lib/toast.ts';
import { usersQueryKey } from './users-query-options.ts';

export function createUser(body: UserCreate): Promise<UserPublic> {
  return apiRequest<UserPublic>({ method: 'POST', path: '/users/', body });
}

export function useCreateUser({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => {
      showSuccessToast('User created successfully.');
      onSuccess();
    },
    onError: showApiErrorToast,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
