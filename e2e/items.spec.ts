import { createItems } from './support/api.ts';
import { expect, expectToast, signInAs, test } from './support/fixtures.ts';

test.describe('/items', () => {
  test('shows the empty state', async ({ userPage }) => {
    await userPage.goto('/items');
    await expect(userPage.getByRole('heading', { name: 'Items Management' })).toBeVisible();
    await expect(userPage.getByText("You don't have any items yet")).toBeVisible();
    await expect(userPage.getByText('Add a new item to get started')).toBeVisible();
  });

  test('adds an item through the dialog', async ({ userPage }) => {
    await userPage.goto('/items');
    await userPage.getByRole('button', { name: 'Add Item' }).click();
    const dialog = userPage.getByRole('dialog', { name: 'Add Item' });
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Title').focus();
    await dialog.getByLabel('Title').blur();
    await expect(dialog.getByText('Title is required.')).toBeVisible();
    await dialog.getByLabel('Title').fill('Buy milk');
    await dialog.getByLabel('Description').fill('Two litres');
    await expect(save).toBeEnabled();
    await save.click();
    await expectToast(userPage, 'Success!', 'Item created successfully.');
    await expect(dialog).toBeHidden();
    const row = userPage.getByRole('row', { name: /Buy milk/ });
    await expect(row).toContainText('Two litres');
  });

  test('shows the columns, N/A for an empty description and the row actions', async ({
    page,
    user,
    request,
  }) => {
    await createItems(request, user, [{ title: 'No description' }]);
    await signInAs(page, user, '/items');
    const headers = page.getByRole('columnheader');
    await expect(headers).toHaveText(['ID', 'Title', 'Description', 'Actions']);
    const row = page.getByRole('row', { name: /No description/ });
    await expect(row).toContainText('N/A');
    await row.getByRole('button', { name: 'Item actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit Item' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Delete Item' })).toBeVisible();
  });

  test('edits an item', async ({ page, user, request }) => {
    await createItems(request, user, [{ title: 'Old title', description: 'Old text' }]);
    await signInAs(page, user, '/items');
    await page
      .getByRole('row', { name: /Old title/ })
      .getByRole('button', { name: 'Item actions' })
      .click();
    await page.getByRole('menuitem', { name: 'Edit Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Item' });
    await expect(dialog.getByLabel('Title')).toHaveValue('Old title');
    await expect(dialog.getByLabel('Description')).toHaveValue('Old text');
    await dialog.getByLabel('Title').fill('');
    await dialog.getByLabel('Title').blur();
    await expect(dialog.getByText('Title is required', { exact: true })).toBeVisible();
    await dialog.getByLabel('Title').fill('New title');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success!', 'Item updated successfully.');
    await expect(page.getByRole('row', { name: /New title/ })).toBeVisible();
  });

  test('deletes an item after confirmation', async ({ page, user, request }) => {
    await createItems(request, user, [{ title: 'Doomed item' }]);
    await signInAs(page, user, '/items');
    await page
      .getByRole('row', { name: /Doomed item/ })
      .getByRole('button', { name: 'Item actions' })
      .click();
    await page.getByRole('menuitem', { name: 'Delete Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Item' });
    await expect(dialog).toContainText(
      'This item will be permanently deleted. Are you sure? You will not be able to undo this action.',
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Success!', 'The item was deleted successfully');
    await expect(page.getByText("You don't have any items yet")).toBeVisible();
  });

  test('pages five at a time, falls back to page 1 and steps back after deleting the last row', async ({
    page,
    user,
    request,
  }) => {
    await createItems(
      request,
      user,
      Array.from({ length: 6 }, (_, index) => ({ title: `Paged ${index + 1}` })),
    );
    await signInAs(page, user, '/items?page=abc');
    await expect(page.getByRole('row', { name: /Paged/ })).toHaveCount(5);
    await expect(page.getByRole('row', { name: /Paged 6/ })).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('row', { name: /Paged/ })).toHaveCount(1);
    await expect(page.getByRole('row', { name: /Paged 1/ })).toBeVisible();
    await page
      .getByRole('row', { name: /Paged 1/ })
      .getByRole('button', { name: 'Item actions' })
      .click();
    await page.getByRole('menuitem', { name: 'Delete Item' }).click();
    await page.getByRole('dialog', { name: 'Delete Item' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/page=1|\/items$/);
    await expect(page.getByRole('row', { name: /Paged/ })).toHaveCount(5);
  });

  test('asks for skip = (page - 1) * 5 and limit 5', async ({ page, user, request }) => {
    await createItems(
      request,
      user,
      Array.from({ length: 11 }, (_, index) => ({ title: `Q ${index}` })),
    );
    const asked = page.waitForRequest(
      (req) => req.url().includes('/api/v1/items/?') && req.url().includes('skip=10'),
    );
    await signInAs(page, user, '/items?page=3');
    const url = new URL((await asked).url());
    expect(url.searchParams.get('limit')).toBe('5');
    await expect(page.getByRole('row', { name: /Q 0/ })).toBeVisible();
  });

  test('shows a skeleton of five rows while the first page loads', async ({ page, user }) => {
    await page.route('**/api/v1/items/?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await signInAs(page, user, '/items');
    await expect(page.getByTestId('table-skeleton').getByRole('row')).toHaveCount(5);
  });

  test('shows an HTML-looking title as plain text and runs no script', async ({ page, user, request }) => {
    const title = '<img src=x onerror=alert(1)>';
    await createItems(request, user, [{ title }]);
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await signInAs(page, user, '/items');
    await expect(page.getByRole('cell', { name: title })).toBeVisible();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  test('truncates a long title and keeps the full text in a title attribute', async ({
    page,
    user,
    request,
  }) => {
    const title = `A very long title ${'that goes on '.repeat(15)}`.trim();
    await createItems(request, user, [{ title }]);
    await signInAs(page, user, '/items');
    await expect(page.locator(`[title="${title}"]`)).toBeVisible();
  });
});
