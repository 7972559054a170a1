import { expect, test } from '@playwright/test';
import { ADMIN } from './support/e2e-env.ts';

test('the first superuser logs in and is greeted on the dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: `Hi, ${ADMIN.email} 👋🏼` })).toBeVisible();
  await expect(page.getByText('Welcome back, nice to see you again!')).toBeVisible();
});
