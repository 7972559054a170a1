import type { Token } from '@listkeeper/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { showApiErrorToast } from '../../../lib/toast.ts';
import { setAccessToken } from '../../../lib/token-storage.ts';
import type { LoginValues } from '../schemas/login-schema.ts';

export function logIn(values: LoginValues): Promise<Token> {
  return apiRequest<Token>({
    method: 'POST',
    path: '/login/access-token',
    form: { username: values.username, password: values.password },
  });
}

/** Signs in and keeps the token; the caller decides where to go next. */
export function useLogin({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (token) => {
      // Nothing cached may belong to whoever used this tab before.
      queryClient.clear();
      setAccessToken(token.access_token);
      onSuccess();
    },
    onError: showApiErrorToast,
  });
}
