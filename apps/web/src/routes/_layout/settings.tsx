import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SettingsPage } from '../../features/settings/components/settings-page.tsx';
import { type SettingsTab, validateSettingsSearch } from '../../features/settings/settings-tabs.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export const Route = createFileRoute('/_layout/settings')({
  validateSearch: validateSettingsSearch,
  component: SettingsRoute,
});

function SettingsRoute() {
  usePageTitle('User Settings');
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const changeTab = useCallback(
    (next: SettingsTab) => void navigate({ search: { tab: next }, replace: true }),
    [navigate],
  );
  return <SettingsPage tab={tab} onTabChange={changeTab} />;
}
