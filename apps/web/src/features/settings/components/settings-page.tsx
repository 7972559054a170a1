import { Tabs } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/use-current-user.ts';
import { SETTINGS_TAB_LABELS, SETTINGS_TABS, type SettingsTab, visibleTab } from '../settings-tabs.ts';
import { AppearanceSection } from './appearance-section.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { ProfileSection } from './profile-section.tsx';

export interface SettingsPageProps {
  tab: SettingsTab | undefined;
  onTabChange: (tab: SettingsTab) => void;
}

const PANELS: Record<SettingsTab, () => React.JSX.Element> = {
  'my-profile': ProfileSection,
  password: ChangePasswordForm,
  appearance: AppearanceSection,
  'danger-zone': DeleteAccountSection,
};

export function SettingsPage({ tab, onTabChange }: SettingsPageProps) {
  const { data: user } = useCurrentUser();
  const isSuperuser = user?.is_superuser ?? false;
  // Superusers cannot delete themselves, so they do not get the tab at all.
  const tabs = SETTINGS_TABS.filter((value) => value !== 'danger-zone' || (user && !isSuperuser));
  const active = visibleTab(tab, isSuperuser);
  const list = useRef<HTMLDivElement>(null);

  // On narrow screens the tab list scrolls sideways; keep the selected tab in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the selection or the tab set changes
  useEffect(() => {
    const selected = list.current?.querySelector<HTMLElement>(`[aria-selected="true"]`);
    selected?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active, tabs.length]);

  return (
    <>
      <PageHeader title="User Settings" />
      <Tabs
        value={active}
        onChange={(value) => {
          const next = tabs.find((candidate) => candidate === value);
          if (next) onTabChange(next);
        }}
        keepMounted={false}
      >
        <Tabs.List
          ref={list}
          mb="lg"
          style={{ flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none' }}
        >
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value} style={{ flex: 'none' }}>
              {SETTINGS_TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((value) => {
          const Panel = PANELS[value];
          return (
            <Tabs.Panel key={value} value={value}>
              <Panel />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </>
  );
}
