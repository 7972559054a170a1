import { STORAGE_KEYS } from '@listkeeper/shared/constants';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/mock-fetch.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

const passwordInput = () => screen.getByLabelText('Password', { selector: 'input' });

describe('LoginForm', () => {
  it('has the labelled inputs, the button and the links', async () => {
    await renderWithProviders(<LoginForm />, { path: '/login' });
    expect(screen.getByLabelText('Email')).toHaveAttribute('placeholder', 'Email');
    expect(passwordInput()).toHaveAttribute('placeholder', 'Password');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/recover-password',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
  });

  it('says what is missing on submit, without calling the API', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse({}));
    const { user } = await renderWithProviders(<LoginForm />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the email when the field is left', async () => {
    const { user } = await renderWithProviders(<LoginForm />, { path: '/login' });
    await user.type(screen.getByLabelText('Email'), 'ann');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it('logs in with a form-encoded username and password, keeps the token and goes to /', async () => {
    const { requests } = mockFetch(() => jsonResponse({ access_token: 'tok-1', token_type: 'bearer' }));
    const { user, router } = await renderWithProviders(<LoginForm />, { path: '/login' });
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(passwordInput(), 'secret password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('tok-1');
    expect(requests[0]?.url).toBe('/api/v1/login/access-token');
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.body).toBe('username=ann%40example.com&password=secret+password');
  });

  it("shows the server's detail in an error toast when login fails", async () => {
    mockFetch(() => jsonResponse({ detail: 'Incorrect email or password' }, { status: 400 }));
    const { user, router } = await renderWithProviders(<LoginForm />, { path: '/login' });
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(passwordInput(), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });
});
