import { redirect } from '@tanstack/react-router';
import { hasAccessToken } from './token-storage.ts';

/** Protected screens: without a stored token, go to /login. */
export function requireToken(): void {
  if (!hasAccessToken()) throw redirect({ to: '/login' });
}

/** Public screens (login, signup, recovery, reset): with a stored token, go to /. */
export function redirectIfSignedIn(): void {
  if (hasAccessToken()) throw redirect({ to: '/' });
}
