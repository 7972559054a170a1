import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '../../../lib/current-user-query-options.ts';
import { createUser } from '../../../test/factories.ts';
import { jsonResponse, mockFetch } from '../../../test/mock-fetch.ts';
import { createTestQueryClient, renderWithProviders } from '../../../test/render.tsx';
import { UsersPage } from './users-page.tsx';

describe('UsersPage', () => {
  it("marks the current user's row with 'You' and disables its actions", async () => {
    const me = createUser({ email: 'me@example.com', full_name: null, is_superuser: true });
    const other = createUser({ email: 'bob@example.com', full_name: 'Bob', is_active: false });
    const { requests } = mockFetch(() => jsonResponse({ data: [other, me], count: 2 }));
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(currentUserQueryKey, me);
    await renderWithProviders(<UsersPage page={1} onPageChange={vi.fn()} />, { queryClient });

    expect(screen.getByRole('heading', { level: 1, name: 'Users Management' })).toBeInTheDocument();
    const myRow = (await screen.findByText('me@example.com')).closest('tr');
    const bobRow = screen.getByText('bob@example.com').closest('tr');
    if (!myRow || !bobRow) throw new Error('rows missing');

    expect(within(myRow).getByText('You')).toBeInTheDocument();
    expect(within(myRow).getByText('N/A')).toBeInTheDocument();
    expect(within(myRow).getByText('Superuser')).toBeInTheDocument();
    expect(within(myRow).getByText('Active')).toBeInTheDocument();
    expect(within(myRow).getByRole('button', { name: 'User actions' })).toBeDisabled();

    expect(within(bobRow).queryByText('You')).not.toBeInTheDocument();
    expect(within(bobRow).getByText('User')).toBeInTheDocument();
    expect(within(bobRow).getByText('Inactive')).toBeInTheDocument();
    expect(within(bobRow).getByRole('button', { name: 'User actions' })).toBeEnabled();
    expect(requests[0]?.url).toBe('/api/v1/users/?skip=0&limit=5');
  });

  it('edits a user without sending an empty password', async () => {
    const bob = createUser({ email: 'bob@example.com', full_name: 'Bob' });
    const { requests } = mockFetch((request) =>
      request.method === 'PATCH'
        ? jsonResponse({ ...bob, is_active: false })
        : jsonResponse({ data: [bob], count: 1 }),
    );
    const { user } = await renderWithProviders(<UsersPage page={1} onPageChange={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'User actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('bob@example.com');
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Bob');
    expect(within(dialog).getByLabelText('Set Password')).toHaveValue('');
    await user.click(within(dialog).getByLabelText('Is active?'));
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByText('User updated successfully.')).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.url).toBe(`/api/v1/users/${bob.id}`);
    expect(JSON.parse(patch?.body ?? '')).toEqual({
      email: 'bob@example.com',
      full_name: 'Bob',
      is_superuser: false,
      is_active: false,
    });
  });

  it('tells the user when a delete fails', async () => {
    mockFetch((request) =>
      request.method === 'DELETE'
        ? jsonResponse({ detail: 'User not found' }, { status: 404 })
        : jsonResponse({ data: [createUser()], count: 1 }),
    );
    const { user } = await renderWithProviders(<UsersPage page={1} onPageChange={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'User actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('An error occurred while deleting the user')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Something went wrong!')).toBeInTheDocument());
  });
});
