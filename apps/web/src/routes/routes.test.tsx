import { STORAGE_KEYS } from '@listkeeper/shared/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../components/ui-provider.tsx';
import { createAppClients } from '../create-app-clients.ts';
import { createUser } from '../test/factories.ts';
import { type FetchHandler, jsonResponse, mockFetch } from '../test/mock-fetch.ts';

function renderApp(path: string, handler: FetchHandler = () => jsonResponse({})) {
  const fetch = mockFetch(handler);
  const { queryClient, router } = createAppClients(createMemoryHistory({ initialEntries: [path] }));
  render(
    <UiProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProvider>,
  );
  const pathname = () => router.state.location.pathname;
  return { ...fetch, router, queryClient, pathname };
}

function signIn() {
  window.localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
}

describe('route guards', () => {
  it.each(['/', '/items', '/settings', '/admin'])('sends %s to /login without a token', async (path) => {
    const { pathname, fetchMock } = renderApp(path);
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['/login', '/signup', '/recover-password', '/reset-password'])(
    'sends %s to / with a token',
    async (path) => {
      signIn();
      const { pathname } = renderApp(path, () => jsonResponse(createUser()));
      await waitFor(() => expect(pathname()).toBe('/'));
    },
  );

  it('sends ordinary users from /admin to / without asking for the user list', async () => {
    signIn();
    const { pathname, requests } = renderApp('/admin', () =>
      jsonResponse(createUser({ is_superuser: false })),
    );
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(requests.map((request) => request.url)).toEqual(['/api/v1/users/me']);
  });

  it('lets superusers into /admin', async () => {
    signIn();
    const admin = createUser({ is_superuser: true, email: 'root@example.com' });
    renderApp('/admin', (request) =>
      request.url.startsWith('/api/v1/users/?')
        ? jsonResponse({ data: [admin], count: 1 })
        : jsonResponse(admin),
    );
    expect(await screen.findByRole('heading', { name: 'Users Management' })).toBeInTheDocument();
  });

  it('ends the session on a 401: token gone, back to /login', async () => {
    signIn();
    const { pathname } = renderApp('/items', () =>
      jsonResponse({ detail: 'Could not validate credentials' }, { status: 401 }),
    );
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });
});

describe('screens', () => {
  it('greets the user by name on the dashboard, or by email without one', async () => {
    signIn();
    renderApp('/', () => jsonResponse(createUser({ full_name: null, email: 'ann@example.com' })));
    expect(await screen.findByRole('heading', { name: 'Hi, ann@example.com 👋🏼' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, nice to see you again!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Items' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByText('Logged in as:')).toBeInTheDocument();
    expect(screen.getByTestId('user-menu')).toHaveAccessibleName('User menu');
  });

  it('shows the not-found screen for unknown routes', async () => {
    renderApp('/no/such/page');
    const notFound = await screen.findByTestId('not-found');
    expect(notFound).toHaveTextContent('404');
    expect(notFound).toHaveTextContent('Oops!');
    expect(notFound).toHaveTextContent('The page you are looking for was not found.');
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
  });

  it('falls back to page 1 for an invalid ?page=', async () => {
    signIn();
    const { requests } = renderApp('/items?page=abc', (request) =>
      request.url.startsWith('/api/v1/items/')
        ? jsonResponse({ data: [], count: 0 })
        : jsonResponse(createUser()),
    );
    await screen.findByText("You don't have any items yet");
    expect(requests.some((request) => request.url === '/api/v1/items/?skip=0&limit=5')).toBe(true);
  });

  it('reads the reset token, removes it from the address bar and still uses it', async () => {
    const { pathname, router, requests } = renderApp('/reset-password?token=abc-123', () =>
      jsonResponse({ message: 'Password updated successfully' }),
    );
    expect(
      await screen.findByText('Please enter your new password and confirm it to reset your password.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.searchStr).toBe(''));
    expect(pathname()).toBe('/reset-password');
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'new password 42');
    await user.type(screen.getByLabelText('Confirm Password'), 'new password 42');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      token: 'abc-123',
      new_password: 'new password 42',
    });
  });

  it('says a reset link without a token is invalid', async () => {
    renderApp('/reset-password');
    expect(
      await screen.findByText('This password reset link is invalid or has expired.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/recover-password',
    );
  });
});
