import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';

export interface RouterContext {
  queryClient: QueryClient;
}

// The not-found and error screens are the router's defaults (router.tsx), loaded only when needed.
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
});
