import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { LazyErrorScreen } from './components/lazy-error-screen.tsx';
import { LazyNotFound } from './components/lazy-not-found.tsx';
import { routeTree } from './route-tree.gen.ts';

/** The app's router; `history` is the browser's unless given (tests use a memory history). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Query owns caching; the router should always ask it.
    defaultPreloadStaleTime: 0,
    // Unknown paths always show the full-page not-found screen, never one nested in the layout.
    notFoundMode: 'root',
    // Rarely needed screens stay out of the first-load bundle.
    defaultNotFoundComponent: LazyNotFound,
    defaultErrorComponent: LazyErrorScreen,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
