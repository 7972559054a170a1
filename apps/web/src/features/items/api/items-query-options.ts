import { PAGE_SIZE } from '@listkeeper/shared/constants';
import type { ItemsPublic } from '@listkeeper/shared/schemas/item';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const itemsQueryKey = ['items'] as const;

export function getItems(page: number, signal?: AbortSignal): Promise<ItemsPublic> {
  return apiRequest<ItemsPublic>({
    path: '/items/',
    query: { skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    signal,
  });
}

/** One page of the caller's items; the page on screen stays while the next one loads. */
export function itemsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...itemsQueryKey, { page }],
    queryFn: ({ signal }) => getItems(page, signal),
    placeholderData: keepPreviousData,
  });
}
