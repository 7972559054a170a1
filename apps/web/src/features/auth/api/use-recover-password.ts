import type { Message } from '@listkeeper/shared/schemas/common';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { showApiErrorToast, showSuccessToast } from '../../../lib/toast.ts';

export function requestPasswordRecovery(email: string): Promise<Message> {
  return apiRequest<Message>({ method: 'POST', path: `/password-recovery/${encodeURIComponent(email)}` });
}

export function useRecoverPassword({ onSuccess }: { onSuccess: () => void }) {
  return useMutation({
    mutationFn: requestPasswordRecovery,
    onSuccess: () => {
      showSuccessToast('Password recovery email sent successfully.');
      onSuccess();
    },
    onError: showApiErrorToast,
  });
}
