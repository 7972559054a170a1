import type { ItemCreate, ItemPublic } from '@listkeeper/shared/schemas/item';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { showApiErrorToast, showSuccessToast } from '../../../lib/toast.ts';
import { itemsQueryKey } from './items-query-options.ts';

export function createItem(body: ItemCreate): Promise<ItemPublic> {
  return apiRequest<ItemPublic>({ method: 'POST', path: '/items/', body });
}

export function useCreateItem({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    onSuccess: () => {
      showSuccessToast('Item created successfully.');
      onSuccess();
    },
    onError: showApiErrorToast,
    onSettled: () => queryClient.invalidateQueries({ queryKey: itemsQueryKey }),
  });
}
