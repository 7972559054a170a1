import { strongPassword, uniqueEmail } from './support/api.ts';
import { expect, expectToast, test } from './support/fixtures.ts';
import { linkInLatestMail } from './support/mailbox.ts';

test.describe('password recovery', () => {
  test('sends an email whose link resets the password', async ({ page, user }) => {
    await page.goto('/recover-password');
    await expect(page.getByRole('heading', { name: 'Password Recovery' })).toBeVisible();
    await expect(
      page.getByText('A password recovery email will be sent to the registered account.'),
    ).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, 'Success!', 'Password recovery email sent successfully.');
    await expect(page.getByLabel('Email')).toHaveValue('');

    const link = await linkInLatestMail(
      user.email,
      /http:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/,
    );
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expect(
      page.getByText('Please enter your new password and confirm it to reset your password.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/reset-password');

    const newPassword = strongPassword();
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Success!', 'Password updated successfully.');
    await expect(page).toHaveURL('/login');

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL('/');
  });

  test('answers an unknown address the same way', async ({ page }) => {
    await page.goto('/recover-password');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, 'Success!', 'Password recovery email sent successfully.');
  });

  test('validates the recovery email field', async ({ page }) => {
    await page.goto('/recover-password');
    const email = page.getByLabel('Email');
    await email.focus();
    await email.blur();
    await expect(page.getByText('Email is required')).toBeVisible();
    await email.fill('nope');
    await email.blur();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await page.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('without a token, says the link is invalid and offers a new one', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL('/recover-password');
  });

  test('shows the server error for a bad token, and validates the new password', async ({ page }) => {
    await page.goto(`/reset-password?token=${'x'.repeat(43)}`);
    await expect(page).toHaveURL('/reset-password');
    const newPassword = page.getByLabel('New Password');
    const confirm = page.getByLabel('Confirm Password');
    await newPassword.fill('short');
    await newPassword.blur();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await newPassword.fill('long-enough-1');
    await confirm.fill('long-enough-2');
    await confirm.blur();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    const password = strongPassword();
    await newPassword.fill(password);
    await confirm.fill(password);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Something went wrong!', 'Invalid token');
  });
});
