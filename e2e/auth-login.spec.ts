import { expect, expectToast, signInAs, test } from './support/fixtures.ts';

test.describe('/login', () => {
  test('logs in with email and password, stores the token and goes to /', async ({ page, user }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: `Hi, ${user.fullName} 👋🏼` })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('shows the server detail in an error toast when the password is wrong', async ({ page, user }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectToast(page, 'Something went wrong!', 'Incorrect email or password');
    await expect(page).toHaveURL('/login');
  });

  test('validates on blur: Username is required, Invalid email address, password rules', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    await email.focus();
    await email.blur();
    await expect(page.getByText('Username is required')).toBeVisible();
    await email.fill('not-an-email');
    await email.blur();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await password.focus();
    await password.blur();
    await expect(page.getByText('Password is required')).toBeVisible();
    await password.fill('short');
    await password.blur();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  });

  test('has labelled inputs with matching placeholders and the links of ui.md', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toHaveAttribute('placeholder', 'Email');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('placeholder', 'Password');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL('/recover-password');
    await page.goto('/login');
    await expect(page.getByText("Don't have an account?")).toBeVisible();
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL('/signup');
  });

  test('toggles the password between hidden and visible', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-text');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('route guards', () => {
  test('public routes redirect to / when a token is stored', async ({ page, user }) => {
    await signInAs(page, user);
    for (const path of ['/login', '/signup', '/recover-password', '/reset-password']) {
      await page.goto(path);
      await expect(page).toHaveURL('/');
    }
  });

  test('protected routes redirect to /login when no token is stored', async ({ page }) => {
    for (const path of ['/', '/items', '/settings', '/admin']) {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
    }
  });

  test('a 401 from the API clears the token and goes to /login', async ({ page, user, request }) => {
    await signInAs(page, user, '/items');
    await expect(page.getByRole('heading', { name: 'Items Management' })).toBeVisible();
    // End the session on the server, as a password change elsewhere would.
    await request.post('/api/v1/logout', { headers: { authorization: `Bearer ${user.token}` } });
    await page.goto('/settings');
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });
});
