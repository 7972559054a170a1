import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { itemsQueryOptions } from '../../features/items/api/items-query-options.ts';
import { ItemsPage } from '../../features/items/components/items-page.tsx';
import { validatePageSearch } from '../../lib/page-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export const Route = createFileRoute('/_layout/items')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  // Start the request alongside the page's code; the page shows its skeleton until the answer arrives.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(itemsQueryOptions(deps.page));
  },
  component: ItemsRoute,
});

function ItemsRoute() {
  usePageTitle('Items');
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const changePage = useCallback((next: number) => void navigate({ search: { page: next } }), [navigate]);
  return <ItemsPage page={page} onPageChange={changePage} />;
}
