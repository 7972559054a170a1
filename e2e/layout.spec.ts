import { expect, signInAs, test } from './support/fixtures.ts';

test.describe('protected layout', () => {
  test('the sidebar lists the pages in order, marks the current one and shows who is logged in', async ({
    userPage,
    user,
  }) => {
    const nav = userPage.getByRole('navigation');
    const links = nav.getByRole('link');
    await expect(links).toHaveText(['Dashboard', 'Items', 'User Settings']);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Items' }).click();
    await expect(userPage).toHaveURL(/\/items(\?page=1)?$/);
    await expect(nav.getByRole('link', { name: 'Items' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(userPage.getByText('Logged in as:')).toBeVisible();
    await expect(nav.getByText(user.email)).toBeVisible();
  });

  test('superusers also see Admin', async ({ adminPage }) => {
    const nav = adminPage.getByRole('navigation');
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Items', 'User Settings', 'Admin']);
    await nav.getByRole('link', { name: 'Admin' }).click();
    await expect(adminPage).toHaveURL(/\/admin(\?page=1)?$/);
    await expect(adminPage.getByRole('heading', { name: 'Users Management' })).toBeVisible();
  });

  test('the user menu opens My Profile and logs out', async ({ userPage }) => {
    await userPage.getByTestId('user-menu').click();
    await userPage.getByRole('menuitem', { name: 'My Profile' }).click();
    await expect(userPage).toHaveURL(/\/settings/);
    await expect(userPage.getByRole('heading', { name: 'User Settings' })).toBeVisible();
    const logout = userPage.waitForRequest((request) => request.url().endsWith('/api/v1/logout'));
    await userPage.getByRole('button', { name: 'User menu' }).click();
    await userPage.getByRole('menuitem', { name: 'Log Out' }).click();
    await logout;
    await expect(userPage).toHaveURL('/login');
    expect(await userPage.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('Log Out in the sidebar ends the session on the server', async ({ userPage, user, request }) => {
    await userPage.getByRole('navigation').getByRole('button', { name: 'Log Out' }).click();
    await expect(userPage).toHaveURL('/login');
    const me = await request.get('/api/v1/users/me', { headers: { authorization: `Bearer ${user.token}` } });
    expect(me.status()).toBe(401);
  });

  test('greets the user by full name, or by email when there is none', async ({ page, request }) => {
    const { createAccount, deleteAccount } = await import('./support/api.ts');
    const nameless = await createAccount(request, { fullName: null });
    await signInAs(page, nameless);
    await expect(page.getByRole('heading', { name: `Hi, ${nameless.email} 👋🏼` })).toBeVisible();
    await expect(page.getByText('Welcome back, nice to see you again!')).toBeVisible();
    await deleteAccount(request, nameless.id);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sidebar is a drawer opened by the menu button', async ({ userPage }) => {
    const openMenu = userPage.getByRole('button', { name: 'Open menu' });
    await expect(openMenu).toBeVisible();
    await expect(userPage.getByRole('link', { name: 'Items' })).toBeHidden();
    await openMenu.click();
    await userPage.getByRole('link', { name: 'Items' }).click();
    await expect(userPage).toHaveURL(/\/items(\?page=1)?$/);
    await expect(userPage.getByRole('heading', { name: 'Items Management' })).toBeVisible();
    const overflow = await userPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('not found', () => {
  test('any unknown route shows the 404 page with a way back', async ({ page }) => {
    await page.goto('/no/such/page');
    const notFound = page.getByTestId('not-found');
    await expect(notFound).toBeVisible();
    await expect(notFound).toContainText('404');
    await expect(notFound).toContainText('Oops!');
    await expect(notFound).toContainText('The page you are looking for was not found.');
    await notFound.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/(login)?$/);
  });
});
