import { strongPassword, uniqueEmail } from './support/api.ts';
import { expect, expectToast, signInAs, test } from './support/fixtures.ts';

test.describe('/settings', () => {
  test('has the four tabs, My profile first, and ?tab= selects one', async ({ userPage }) => {
    await userPage.goto('/settings');
    await expect(userPage.getByRole('heading', { name: 'User Settings' })).toBeVisible();
    await expect(userPage.getByRole('tab')).toHaveText([
      'My profile',
      'Password',
      'Appearance',
      'Danger zone',
    ]);
    await expect(userPage.getByRole('tab', { name: 'My profile' })).toHaveAttribute('aria-selected', 'true');
    await expect(userPage.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', /.+/);
    await userPage.goto('/settings?tab=appearance');
    await expect(userPage.getByRole('tab', { name: 'Appearance' })).toHaveAttribute('aria-selected', 'true');
    await expect(userPage.getByRole('heading', { name: 'Appearance' })).toBeVisible();
  });

  test('superusers do not see Danger zone', async ({ adminPage }) => {
    await adminPage.goto('/settings');
    await expect(adminPage.getByRole('tab')).toHaveText(['My profile', 'Password', 'Appearance']);
  });

  test('edits the profile: Save only when changed, Cancel resets, the change is saved', async ({
    userPage,
    user,
  }) => {
    await userPage.goto('/settings');
    await expect(userPage.getByRole('heading', { name: 'User Information' })).toBeVisible();
    const panel = userPage.getByRole('tabpanel', { name: 'My profile' });
    await expect(panel.getByText(user.email)).toBeVisible();
    await expect(panel.getByText(user.fullName ?? '')).toBeVisible();
    await userPage.getByRole('button', { name: 'Edit' }).click();
    const fullName = userPage.getByLabel('Full name');
    const save = userPage.getByRole('button', { name: 'Save' });
    await expect(fullName).toHaveValue(user.fullName ?? '');
    await expect(save).toBeDisabled();
    await fullName.fill('Changed Then Cancelled');
    await expect(save).toBeEnabled();
    await userPage.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel.getByText(user.fullName ?? '')).toBeVisible();
    await userPage.getByRole('button', { name: 'Edit' }).click();
    await expect(userPage.getByLabel('Full name')).toHaveValue(user.fullName ?? '');
    await userPage.getByLabel('Full name').fill('x'.repeat(31));
    await userPage.getByLabel('Full name').blur();
    await expect(userPage.getByText('Full name must be at most 30 characters')).toBeVisible();
    await userPage.getByLabel('Email').fill('');
    await expect(userPage.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userPage.getByLabel('Email').fill('broken@');
    await userPage.getByLabel('Email').blur();
    await expect(userPage.getByText('Invalid email address')).toBeVisible();
    const email = uniqueEmail('profile');
    await userPage.getByLabel('Full name').fill('Renamed Person');
    await userPage.getByLabel('Email').fill(email);
    await userPage.getByRole('button', { name: 'Save' }).click();
    await expectToast(userPage, 'Success!', 'User updated successfully.');
    await expect(panel.getByText('Renamed Person')).toBeVisible();
    await expect(userPage.getByRole('navigation').getByText(email)).toBeVisible();
  });

  test('changes the password: validation, wrong current password, success clears the form', async ({
    userPage,
    user,
  }) => {
    await userPage.goto('/settings?tab=password');
    await expect(userPage.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    const current = userPage.getByLabel('Current Password');
    const next = userPage.getByLabel('New Password');
    const confirm = userPage.getByLabel('Confirm Password');
    const save = userPage.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await next.fill('short');
    await next.blur();
    await expect(userPage.getByText('Password must be at least 8 characters')).toBeVisible();
    await confirm.focus();
    await confirm.blur();
    await expect(userPage.getByText('Password confirmation is required')).toBeVisible();
    const password = strongPassword();
    await current.fill('not-my-password');
    await next.fill(password);
    await confirm.fill(password);
    await save.click();
    await expectToast(userPage, 'Something went wrong!', 'Incorrect password');
    await current.fill(user.password);
    await save.click();
    await expectToast(userPage, 'Success!', 'Password updated successfully.');
    await expect(current).toHaveValue('');
    await expect(next).toHaveValue('');
  });

  test('switches between light, dark and system themes, stored under theme', async ({ userPage }) => {
    await userPage.goto('/settings?tab=appearance');
    await expect(userPage.locator('html')).toHaveClass(/light/);
    await expect(userPage.getByRole('radio', { name: 'Light Mode' })).toBeChecked();
    await userPage.getByRole('radio', { name: 'Dark Mode' }).check();
    await expect(userPage.locator('html')).toHaveClass(/dark/);
    expect(await userPage.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await userPage.reload();
    await expect(userPage.locator('html')).toHaveClass(/dark/);
    await userPage.emulateMedia({ colorScheme: 'light' });
    await userPage.getByRole('radio', { name: 'System' }).check();
    expect(await userPage.evaluate(() => localStorage.getItem('theme'))).toBe('system');
    await expect(userPage.locator('html')).toHaveClass(/light/);
    await userPage.emulateMedia({ colorScheme: 'dark' });
    await expect(userPage.locator('html')).toHaveClass(/dark/);
  });

  test('applies the stored theme before the first paint', async ({ page, user }) => {
    await signInAs(page, user, '/login');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/settings', { waitUntil: 'commit' });
    const firstClass = await page.waitForFunction(() => document.documentElement.className || null);
    expect(await firstClass.jsonValue()).toContain('dark');
  });

  test('deletes the account after confirmation', async ({ page, user, request }) => {
    await signInAs(page, user, '/settings?tab=danger-zone');
    await expect(page.getByRole('heading', { name: 'Delete Account' })).toBeVisible();
    await expect(
      page.getByText('Permanently delete your data and everything associated with your account.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmation Required' });
    await expect(dialog).toContainText('All your account data will be permanently deleted.');
    await expect(dialog).toContainText('This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Success!', 'Your account has been successfully deleted');
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    const login = await request.post('/api/v1/login/access-token', {
      form: { username: user.email, password: user.password },
    });
    expect(login.status()).toBe(400);
  });
});
