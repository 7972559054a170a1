import type { UserPublic, UserRegister } from '@listkeeper/shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { showApiErrorToast } from '../../../lib/toast.ts';

export function signUp(body: UserRegister): Promise<UserPublic> {
  return apiRequest<UserPublic>({ method: 'POST', path: '/users/signup', body });
}

export function useSignup({ onSuccess }: { onSuccess: () => void }) {
  return useMutation({ mutationFn: signUp, onSuccess, onError: showApiErrorToast });
}
