import type { UserPublic } from '@listkeeper/shared/schemas/user';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { hasAccessToken } from './token-storage.ts';

export const currentUserQueryKey = ['current-user'] as const;

export function getCurrentUser(signal?: AbortSignal): Promise<UserPublic> {
  return apiRequest<UserPublic>({ path: '/users/me', signal });
}

/** The signed-in user; never fetched without a stored token. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: hasAccessToken(),
  });
}
