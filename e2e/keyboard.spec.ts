import { expect, signInAs, test } from './support/fixtures.ts';

test.describe('keyboard only', () => {
  test('logs in with Tab and Enter', async ({ page, user }) => {
    await page.goto('/login');
    await page.getByLabel('Email').focus();
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
  });

  test('a dialog traps focus, closes with Escape and gives focus back to its opener', async ({
    page,
    user,
  }) => {
    await signInAs(page, user, '/items');
    const opener = page.getByRole('button', { name: 'Add Item' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Item' });
    await expect(dialog).toBeVisible();
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('reaches every sidebar link and the user menu with Tab', async ({ page, user }) => {
    await signInAs(page, user, '/');
    const reached = new Set<string>();
    for (let step = 0; step < 25; step++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ??
          document.activeElement?.textContent?.trim() ??
          '',
      );
      reached.add(name);
    }
    for (const name of ['Dashboard', 'Items', 'User Settings', 'Log Out', 'User menu']) {
      expect(
        [...reached].some((entry) => entry.includes(name)),
        name,
      ).toBe(true);
    }
  });
});
