import type { SearchSchemaInput } from '@tanstack/react-router';

/** The `?tab=` values of /settings, in display order. */
export const SETTINGS_TABS = ['my-profile', 'password', 'appearance', 'danger-zone'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const SETTINGS_TAB_LABELS: Record<SettingsTab, string> = {
  'my-profile': 'My profile',
  password: 'Password',
  appearance: 'Appearance',
  'danger-zone': 'Danger zone',
};

function isSettingsTab(value: unknown): value is SettingsTab {
  return SETTINGS_TABS.some((tab) => tab === value);
}

/** `?tab=` of /settings; missing or unknown means My profile. Plain code for the reason given in page-search.ts. */
export function validateSettingsSearch(search: { tab?: unknown } & SearchSchemaInput): { tab?: SettingsTab } {
  return isSettingsTab(search.tab) ? { tab: search.tab } : {};
}

/** The tab to show: Danger zone does not exist for superusers. */
export function visibleTab(tab: SettingsTab | undefined, isSuperuser: boolean): SettingsTab {
  if (!tab) return 'my-profile';
  if (tab === 'danger-zone' && isSuperuser) return 'my-profile';
  return tab;
}
