import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { requireToken } from '../lib/route-guards.ts';
import { useCurrentUser } from '../lib/use-current-user.ts';

export const Route = createFileRoute('/_layout')({
  beforeLoad: requireToken,
  component: ProtectedLayout,
});

function ProtectedLayout() {
  const { data: user } = useCurrentUser();
  return (
    <AppLayout email={user?.email} isSuperuser={user?.is_superuser ?? false}>
      <Outlet />
    </AppLayout>
  );
}
