import type { Message } from '@listkeeper/shared/schemas/common';
import type { UpdatePassword } from '@listkeeper/shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { showApiErrorToast, showSuccessToast } from '../../../lib/toast.ts';

export function changePassword(body: UpdatePassword): Promise<Message> {
  return apiRequest<Message>({ method: 'PATCH', path: '/users/me/password', body });
}

export function useChangePassword({ onSuccess }: { onSuccess: () => void }) {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      showSuccessToast('Password updated successfully.');
      onSuccess();
    },
    onError: showApiErrorToast,
  });
}
