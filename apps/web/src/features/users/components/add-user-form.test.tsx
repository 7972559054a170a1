import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { jsonResponse, mockFetch } from '../../../test/mock-fetch.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AddUserForm } from './add-user-form.tsx';

describe('AddUserForm', () => {
  it('starts with "Is active?" checked, keeps Save disabled until valid, then creates the user', async () => {
    const { requests } = mockFetch(() => jsonResponse(createUser(), { status: 201 }));
    const onDone = vi.fn();
    const { user } = await renderWithProviders(<AddUserForm onDone={onDone} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(screen.getByLabelText('Is active?')).toBeChecked();
    expect(screen.getByLabelText('Is superuser?')).not.toBeChecked();
    expect(save).toBeDisabled();

    await user.click(screen.getByLabelText('Confirm Password'));
    await user.tab();
    expect(await screen.findByText('Please confirm your password')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Full Name'), 'New Person');
    await user.type(screen.getByLabelText('Set Password'), 'long enough pw');
    await user.type(screen.getByLabelText('Confirm Password'), 'long enough pX');
    await user.tab();
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'long enough pw');
    await waitFor(() => expect(screen.queryByText('The passwords do not match')).not.toBeInTheDocument());
    await user.click(screen.getByLabelText('Is superuser?'));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByText('User created successfully.')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/users/' });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      email: 'new@example.com',
      full_name: 'New Person',
      password: 'long enough pw',
      is_superuser: true,
      is_active: true,
    });
  });

  it("shows the server's detail when the email is taken", async () => {
    mockFetch(() =>
      jsonResponse({ detail: 'The user with this email already exists in the system.' }, { status: 409 }),
    );
    const onDone = vi.fn();
    const { user } = await renderWithProviders(<AddUserForm onDone={onDone} />);
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.type(screen.getByLabelText('Set Password'), 'long enough pw');
    await user.type(screen.getByLabelText('Confirm Password'), 'long enough pw');
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(
      await screen.findByText('The user with this email already exists in the system.'),
    ).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
