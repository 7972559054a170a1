import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from './current-user-query-options.ts';

/** The signed-in user as the whole app sees it (layout, dashboard, settings, admin). */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
