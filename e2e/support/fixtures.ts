import { test as base, expect, type Page } from '@playwright/test';
import { type Account, createAccount, deleteAccount } from './api.ts';

/** Puts an account's token where the app keeps it, then opens a page as that account. */
export async function signInAs(page: Page, account: Account, path = '/'): Promise<void> {
  await page.goto('/login');
  await page.evaluate((token) => localStorage.setItem('access_token', token), account.token);
  await page.goto(path);
}

interface Fixtures {
  /** A fresh ordinary account, deleted after the test. */
  user: Account;
  /** A fresh superuser, deleted after the test. */
  superuser: Account;
  /** A page signed in as `user`. */
  userPage: Page;
  /** A page signed in as `superuser`. */
  adminPage: Page;
}

export const test = base.extend<Fixtures>({
  user: async ({ request }, use) => {
    const account = await createAccount(request);
    await use(account);
    await deleteAccount(request, account.id);
  },
  superuser: async ({ request }, use) => {
    const account = await createAccount(request, { isSuperuser: true, fullName: 'Super Person' });
    await use(account);
    await deleteAccount(request, account.id);
  },
  userPage: async ({ page, user }, use) => {
    await signInAs(page, user);
    await use(page);
  },
  adminPage: async ({ page, superuser }, use) => {
    await signInAs(page, superuser);
    await use(page);
  },
});

export { expect };

/** Waits for a toast with the given title and text. */
export async function expectToast(page: Page, title: string, text: string): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: title }).filter({ hasText: text });
  await expect(toast.first()).toBeVisible();
}
