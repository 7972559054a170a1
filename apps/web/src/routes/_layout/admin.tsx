import { createFileRoute, redirect } from '@tanstack/react-router';
import { useCallback } from 'react';
import { usersQueryOptions } from '../../features/users/api/users-query-options.ts';
import { UsersPage } from '../../features/users/components/users-page.tsx';
import { isAuthError } from '../../lib/api-error.ts';
import { currentUserQueryOptions } from '../../lib/current-user-query-options.ts';
import { validatePageSearch } from '../../lib/page-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export const Route = createFileRoute('/_layout/admin')({
  validateSearch: validatePageSearch,
  // Decided from the current user, so an ordinary user never sends a request that would be refused.
  beforeLoad: async ({ context }) => {
    try {
      const user = await context.queryClient.ensureQueryData(currentUserQueryOptions());
      if (!user.is_superuser) throw redirect({ to: '/' });
    } catch (error) {
      if (isAuthError(error)) throw redirect({ to: '/login' });
      throw error;
    }
  },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(usersQueryOptions(deps.page));
  },
  component: AdminRoute,
});

function AdminRoute() {
  usePageTitle('Admin');
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const changePage = useCallback((next: number) => void navigate({ search: { page: next } }), [navigate]);
  return <UsersPage page={page} onPageChange={changePage} />;
}
