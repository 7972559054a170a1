import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { jsonResponse, mockFetch } from '../../../test/mock-fetch.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RecoverPasswordForm } from './recover-password-form.tsx';
import { SignupForm } from './signup-form.tsx';

describe('SignupForm', () => {
  it('signs up with email, name and password, then goes to /login', async () => {
    const { requests } = mockFetch(() => jsonResponse(createUser(), { status: 201 }));
    const { user, router } = await renderWithProviders(<SignupForm />, { path: '/signup' });
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('minlength', '3');
    expect(screen.getByText('Password strength: Low')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full Name'), 'Ann Lee');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'long enough pw');
    await user.type(screen.getByLabelText('Confirm Password'), 'long enough pw');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/users/signup' });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      email: 'ann@example.com',
      full_name: 'Ann Lee',
      password: 'long enough pw',
    });
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });
});

describe('RecoverPasswordForm', () => {
  it('asks for a recovery email, confirms it in a toast and clears the form', async () => {
    const { requests } = mockFetch(() => jsonResponse({ message: 'sent' }));
    const { user } = await renderWithProviders(<RecoverPasswordForm />, { path: '/recover-password' });
    await user.type(screen.getByLabelText('Email'), 'ann+x@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Password recovery email sent successfully.')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/password-recovery/ann%2Bx%40example.com',
    });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
  });
});
