import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isAuthError } from './api-error.ts';

const MAX_RETRIES = 2;

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change by asking again; only server and network failures are retried.
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * The app's QueryClient. Every 401/403 answer to a query or a mutation ends the session in one place,
 * through `onAuthError`, so no component has to handle it.
 */
export function createQueryClient(onAuthError: () => void): QueryClient {
  const handleError = (error: unknown) => {
    if (isAuthError(error)) onAuthError();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
