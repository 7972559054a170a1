import { strongPassword, uniqueEmail } from './support/api.ts';
import { expect, expectToast, test } from './support/fixtures.ts';

test.describe('/signup', () => {
  test('creates an account and goes to /login, where it can log in', async ({ page }) => {
    const email = uniqueEmail('signup');
    const password = strongPassword();
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await page.getByLabel('Full Name').fill('New Person');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('heading', { name: 'Hi, New Person 👋🏼' })).toBeVisible();
  });

  test('shows every validation message of the form', async ({ page }) => {
    await page.goto('/signup');
    const fullName = page.getByLabel('Full Name');
    await expect(fullName).toHaveAttribute('minlength', '3');
    for (const label of ['Full Name', 'Email', 'Password', 'Confirm Password']) {
      const field = page.getByLabel(label, { exact: true });
      await field.focus();
      await field.blur();
    }
    await expect(page.getByText('Full Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByText('Password confirmation is required')).toBeVisible();
    await page.getByLabel('Email').fill('bad@');
    await page.getByLabel('Email').blur();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Password', { exact: true }).blur();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
    await page.getByLabel('Confirm Password').fill('long-enough-2');
    await page.getByLabel('Confirm Password').blur();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
  });

  test('rates the password Low, Medium or High', async ({ page }) => {
    await page.goto('/signup');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('password');
    await expect(page.getByText('Password strength: Low')).toBeVisible();
    await password.fill('Tr0ub4dor&3x');
    await expect(page.getByText(/Password strength: (Medium|High)/)).toBeVisible();
    await password.fill('correct horse battery staple 9!Q');
    await expect(page.getByText('Password strength: High')).toBeVisible();
  });

  test('shows the server message when the email is taken', async ({ page, user }) => {
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Someone Else');
    await page.getByLabel('Email').fill(user.email);
    const password = strongPassword();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast(
      page,
      'Something went wrong!',
      'The user with this email already exists in the system.',
    );
    await expect(page).toHaveURL('/signup');
  });

  test('links back to /login', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByText('Already have an account?')).toBeVisible();
    await page.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL('/login');
  });
});
