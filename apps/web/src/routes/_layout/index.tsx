import { createFileRoute } from '@tanstack/react-router';
import { Dashboard } from '../../features/dashboard/components/dashboard.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export const Route = createFileRoute('/_layout/')({
  component: DashboardRoute,
});

function DashboardRoute() {
  usePageTitle('Dashboard');
  return <Dashboard />;
}
