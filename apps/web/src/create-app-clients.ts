import type { RouterHistory } from '@tanstack/react-router';
import { createQueryClient } from './lib/query-client.ts';
import { clearAccessToken } from './lib/token-storage.ts';
import { createAppRouter } from './router.tsx';

/**
 * The query client and the router, wired together. Every 401/403 ends the session here: the token goes,
 * the user lands on /login, and only then is the cache cleared, so the screens being left never
 * re-render without their data.
 */
export function createAppClients(history?: RouterHistory) {
  const queryClient = createQueryClient(() => {
    clearAccessToken();
    void router.navigate({ to: '/login' }).then(() => queryClient.clear());
  });
  const router = createAppRouter(queryClient, history);
  return { queryClient, router };
}
