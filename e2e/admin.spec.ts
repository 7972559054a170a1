import { createAccount, deleteAccount, strongPassword, uniqueEmail } from './support/api.ts';
import { expect, expectToast, signInAs, test } from './support/fixtures.ts';

test.describe('/admin', () => {
  // One worker runs these in order: the paging test adds users, which would push a fresh row of a test running
  // beside it to page 2 of the newest-first list.
  test.describe.configure({ mode: 'default' });

  test('is not for ordinary users, who are sent to /', async ({ userPage }) => {
    const forbidden: string[] = [];
    userPage.on('response', (response) => {
      if (response.status() === 403) {
        forbidden.push(response.url());
      }
    });
    await userPage.goto('/admin');
    await expect(userPage).toHaveURL('/');
    expect(forbidden).toEqual([]);
  });

  test('lists users with the columns of the spec and marks the own row', async ({ adminPage, superuser }) => {
    await adminPage.goto('/admin');
    await expect(adminPage.getByRole('columnheader')).toHaveText([
      'Full name',
      'Email',
      'Role',
      'Status',
      'Actions',
    ]);
    const ownRow = adminPage.getByRole('row', { name: new RegExp(superuser.email) });
    await expect(ownRow).toContainText('You');
    await expect(ownRow).toContainText('Superuser');
    await expect(ownRow).toContainText('Active');
    await expect(ownRow.getByRole('button', { name: 'User actions' })).toBeDisabled();
  });

  test('adds a user through the dialog', async ({ adminPage, request }) => {
    await adminPage.goto('/admin');
    await adminPage.getByRole('button', { name: 'Add User' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Add User' });
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(dialog.getByLabel('Is active?')).toBeChecked();
    await expect(dialog.getByLabel('Is superuser?')).not.toBeChecked();
    await dialog.getByLabel('Confirm Password').focus();
    await dialog.getByLabel('Confirm Password').blur();
    await expect(dialog.getByText('Please confirm your password')).toBeVisible();
    const email = uniqueEmail('added');
    const password = strongPassword();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Full Name').fill('Added Person');
    await dialog.getByLabel('Set Password').fill(password);
    await dialog.getByLabel('Confirm Password').fill(`${password}x`);
    await dialog.getByLabel('Confirm Password').blur();
    await expect(dialog.getByText('The passwords do not match')).toBeVisible();
    await dialog.getByLabel('Confirm Password').fill(password);
    await dialog.getByLabel('Is superuser?').check();
    await save.click();
    await expectToast(adminPage, 'Success!', 'User created successfully.');
    const row = adminPage.getByRole('row', { name: new RegExp(email) });
    await expect(row).toContainText('Added Person');
    await expect(row).toContainText('Superuser');
    const { logInThroughApi } = await import('./support/api.ts');
    await logInThroughApi(request, email, password);
  });

  test('edits a user: role and status checkboxes, optional password', async ({ adminPage, request }) => {
    const target = await createAccount(request, { fullName: 'Editable Person' });
    await adminPage.goto('/admin');
    const row = adminPage.getByRole('row', { name: new RegExp(target.email) });
    await row.getByRole('button', { name: 'User actions' }).click();
    await adminPage.getByRole('menuitem', { name: 'Edit User' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByLabel('Email')).toHaveValue(target.email);
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Editable Person');
    const patch = adminPage.waitForRequest(
      (req) => req.method() === 'PATCH' && req.url().includes(target.id),
    );
    await dialog.getByLabel('Is active?').uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await patch).postDataJSON()).not.toHaveProperty('password');
    await expectToast(adminPage, 'Success!', 'User updated successfully.');
    await expect(row).toContainText('Inactive');
    await deleteAccount(request, target.id);
  });

  test('deletes a user after confirmation', async ({ adminPage, request }) => {
    const target = await createAccount(request);
    await adminPage.goto('/admin');
    await adminPage
      .getByRole('row', { name: new RegExp(target.email) })
      .getByRole('button', { name: 'User actions' })
      .click();
    await adminPage.getByRole('menuitem', { name: 'Delete User' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Delete User' });
    await expect(dialog).toContainText(
      'All items associated with this user will also be permanently deleted. Are you sure? You will not be able to undo this action.',
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(adminPage, 'Success!', 'The user was deleted successfully');
    await expect(adminPage.getByRole('row', { name: new RegExp(target.email) })).toHaveCount(0);
  });

  test('pages five users at a time', async ({ page, superuser, request }) => {
    const extra = await Promise.all(Array.from({ length: 5 }, () => createAccount(request)));
    await signInAs(page, superuser, '/admin?page=1');
    await expect(page.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    await Promise.all(extra.map((account) => deleteAccount(request, account.id)));
  });
});
