import { STORAGE_KEYS } from '@listkeeper/shared/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '../../../lib/current-user-query-options.ts';
import { createUser } from '../../../test/factories.ts';
import { createTestQueryClient, renderWithProviders } from '../../../test/render.tsx';
import { SettingsPage } from './settings-page.tsx';

async function renderSettings(options: {
  superuser: boolean;
  tab?: 'my-profile' | 'appearance' | 'danger-zone';
}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(
    currentUserQueryKey,
    createUser({ email: 'ann@example.com', full_name: null, is_superuser: options.superuser }),
  );
  const onTabChange = vi.fn();
  const view = await renderWithProviders(<SettingsPage tab={options.tab} onTabChange={onTabChange} />, {
    queryClient,
  });
  return { ...view, onTabChange };
}

describe('SettingsPage', () => {
  it('has the four tabs, My profile selected, and panels labelled by their tab', async () => {
    const { user, onTabChange } = await renderSettings({ superuser: false });
    expect(screen.getByRole('heading', { level: 1, name: 'User Settings' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'My profile',
      'Password',
      'Appearance',
      'Danger zone',
    ]);
    const profileTab = screen.getByRole('tab', { name: 'My profile' });
    expect(profileTab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', profileTab.id);
    expect(within(panel).getByRole('heading', { name: 'User Information' })).toBeInTheDocument();
    expect(within(panel).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(panel).getByText('N/A')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Password' }));
    expect(onTabChange).toHaveBeenCalledWith('password');
  });

  it('hides Danger zone from superusers, even when asked for it', async () => {
    await renderSettings({ superuser: true, tab: 'danger-zone' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'My profile',
      'Password',
      'Appearance',
    ]);
    expect(screen.getByRole('tab', { name: 'My profile' })).toHaveAttribute('aria-selected', 'true');
  });

  it('stores the appearance choice under "theme"', async () => {
    const { user } = await renderSettings({ superuser: false, tab: 'appearance' });
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Appearance' })).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: 'Light Mode' })).toBeChecked();
    await user.click(within(panel).getByRole('radio', { name: 'Dark Mode' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    await user.click(within(panel).getByRole('radio', { name: 'System' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('system');
    expect(within(panel).getByRole('radio', { name: 'System' })).toBeChecked();
  });

  it('shows the danger zone with its confirmation dialog', async () => {
    const { user } = await renderSettings({ superuser: false, tab: 'danger-zone' });
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Delete Account' })).toBeInTheDocument();
    expect(
      within(panel).getByText('Permanently delete your data and everything associated with your account.'),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation Required' });
    expect(
      within(dialog).getByText(
        'All your account data will be permanently deleted. If you are sure, please click "Confirm" to proceed. This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
