import type { NewPassword } from '@listkeeper/shared/schemas/auth';
import type { Message } from '@listkeeper/shared/schemas/common';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { showApiErrorToast, showSuccessToast } from '../../../lib/toast.ts';

export function resetPassword(body: NewPassword): Promise<Message> {
  return apiRequest<Message>({ method: 'POST', path: '/reset-password/', body });
}

export function useResetPassword({ onSuccess }: { onSuccess: () => void }) {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      showSuccessToast('Password updated successfully.');
      onSuccess();
    },
    onError: showApiErrorToast,
  });
}
