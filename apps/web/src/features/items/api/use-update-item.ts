import type { ItemPublic, ItemUpdate } from '@listkeeper/shared/schemas/item';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { showApiErrorToast, showSuccessToast } from '../../../lib/toast.ts';
import { itemsQueryKey } from './items-query-options.ts';

export function updateItem({ id, body }: { id: string; body: ItemUpdate }): Promise<ItemPublic> {
  return apiRequest<ItemPublic>({ method: 'PUT', path: `/items/${encodeURIComponent(id)}`, body });
}

export function useUpdateItem({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateItem,
    onSuccess: () => {
      showSuccessToast('Item updated successfully.');
      onSuccess();
    },
    onError: showApiErrorToast,
    onSettled: () => queryClient.invalidateQueries({ queryKey: itemsQueryKey }),
  });
}
