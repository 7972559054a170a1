import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createItems } from './support/api.ts';
import { expect, signInAs, test } from './support/fixtures.ts';

async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, screen).toEqual([]);
}

async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`no serious or critical axe violations (${theme})`, () => {
    test('public screens', async ({ page }) => {
      await page.goto('/login');
      await useTheme(page, theme);
      for (const path of [
        '/login',
        '/signup',
        '/recover-password',
        '/reset-password',
        `/reset-password?token=${'t'.repeat(43)}`,
        '/nowhere',
      ]) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(new RegExp(theme));
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page, `${path} ${theme}`);
      }
    });

    test('signed-in screens and dialogs', async ({ page, superuser, request }) => {
      // Eight scans of full screens: more than the default 30 s on two busy cores.
      test.slow();
      await createItems(request, superuser, [
        { title: 'Checked item', description: 'With a description' },
        { title: 'No description' },
      ]);
      await signInAs(page, superuser, '/login');
      await useTheme(page, theme);
      for (const path of [
        '/',
        '/items',
        '/admin',
        '/settings',
        '/settings?tab=password',
        '/settings?tab=appearance',
      ]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page, `${path} ${theme}`);
      }
      await page.goto('/items');
      await page.getByRole('button', { name: 'Add Item' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, `Add Item dialog ${theme}`);
      await page.keyboard.press('Escape');
      await page.goto('/admin');
      await page.getByRole('button', { name: 'Add User' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, `Add User dialog ${theme}`);
    });

    test('danger zone and the drawer on a small screen', async ({ page, user }) => {
      await signInAs(page, user, '/login');
      await useTheme(page, theme);
      await page.goto('/settings?tab=danger-zone');
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, `danger zone ${theme}`);
      await page.setViewportSize({ width: 375, height: 740 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('link', { name: 'Items' })).toBeVisible();
      await expectNoSeriousViolations(page, `drawer ${theme}`);
    });
  });
}
