import { PAGE_SIZE } from '@listkeeper/shared/constants';
import type { UsersPublic } from '@listkeeper/shared/schemas/user';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const usersQueryKey = ['users'] as const;

export function getUsers(page: number, signal?: AbortSignal): Promise<UsersPublic> {
  return apiRequest<UsersPublic>({
    path: '/users/',
    query: { skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    signal,
  });
}

/** One page of all users (superusers only); the page on screen stays while the next one loads. */
export function usersQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...usersQueryKey, { page }],
    queryFn: ({ signal }) => getUsers(page, signal),
    placeholderData: keepPreviousData,
  });
}
