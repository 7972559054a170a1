import type { Message } from '@listkeeper/shared/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/toast.ts';
import { itemsQueryKey } from './items-query-options.ts';

export function deleteItem(id: string): Promise<Message> {
  return apiRequest<Message>({ method: 'DELETE', path: `/items/${encodeURIComponent(id)}` });
}

export function useDeleteItem({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    onSuccess: () => {
      showSuccessToast('The item was deleted successfully');
      onSuccess();
    },
    onError: () => showErrorToast('An error occurred while deleting the item'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: itemsQueryKey }),
  });
}
