import type { Message } from '@listkeeper/shared/schemas/common';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { showApiErrorToast, showSuccessToast } from '../../../lib/toast.ts';
import { useLeaveSession } from '../../../lib/use-leave-session.ts';

export function deleteAccount(): Promise<Message> {
  return apiRequest<Message>({ method: 'DELETE', path: '/users/me' });
}

/** Deletes the signed-in user's account, then signs out here. */
export function useDeleteAccount() {
  const leaveSession = useLeaveSession();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      showSuccessToast('Your account has been successfully deleted');
      await leaveSession();
    },
    onError: showApiErrorToast,
  });
}
