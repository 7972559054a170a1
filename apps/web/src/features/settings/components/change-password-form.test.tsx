import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/mock-fetch.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

describe('ChangePasswordForm', () => {
  it('keeps Save disabled until valid, then changes the password and clears the form', async () => {
    const { requests } = mockFetch(() => jsonResponse({ message: 'Password updated successfully' }));
    const { user } = await renderWithProviders(<ChangePasswordForm />);
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.tab();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Current Password'), 'old password');
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'new password 42');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm Password'), 'new password 42');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByText('Password updated successfully.')).toBeInTheDocument();
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      current_password: 'old password',
      new_password: 'new password 42',
    });
    expect(requests[0]).toMatchObject({ method: 'PATCH', url: '/api/v1/users/me/password' });
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveValue(''));
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('');
  });

  it('shows "Incorrect password" from the server in an error toast', async () => {
    mockFetch(() => jsonResponse({ detail: 'Incorrect password' }, { status: 400 }));
    const { user } = await renderWithProviders(<ChangePasswordForm />);
    await user.type(screen.getByLabelText('Current Password'), 'wrong password');
    await user.type(screen.getByLabelText('New Password'), 'new password 42');
    await user.type(screen.getByLabelText('Confirm Password'), 'new password 42');
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
  });
});
