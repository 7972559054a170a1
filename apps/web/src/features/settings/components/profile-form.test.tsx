import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { jsonResponse, mockFetch } from '../../../test/mock-fetch.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProfileForm } from './profile-form.tsx';

describe('ProfileForm', () => {
  it('enables Save only when something changed and the email is filled', async () => {
    const ann = createUser({ email: 'ann@example.com', full_name: 'Ann' });
    const { requests } = mockFetch(() => jsonResponse({ ...ann, full_name: 'Ann Lee' }));
    const onDone = vi.fn();
    const { user } = await renderWithProviders(<ProfileForm user={ann} onDone={onDone} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(screen.getByLabelText('Full name')).toHaveValue('Ann');
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(save).toBeDisabled();

    await user.type(screen.getByLabelText('Full name'), ' Lee');
    await waitFor(() => expect(save).toBeEnabled());
    await user.clear(screen.getByLabelText('Email'));
    await waitFor(() => expect(save).toBeDisabled());
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByText('User updated successfully.')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    expect(requests[0]).toMatchObject({ method: 'PATCH', url: '/api/v1/users/me' });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ full_name: 'Ann Lee', email: 'ann@example.com' });
  });

  it('caps the full name at 30 characters and Cancel goes back without a request', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse({}));
    const onDone = vi.fn();
    const { user } = await renderWithProviders(<ProfileForm user={createUser()} onDone={onDone} />);
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'x'.repeat(31));
    await user.tab();
    expect(await screen.findByText('Full name must be at most 30 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
