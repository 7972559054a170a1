import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';

/** One request to a rate-limited route, sent from the given client address. */
export type LimitedCall = (ip: string) => Promise<LightMyRequestResponse>;

/**
 * A cheap request to each per-IP limited route (bodies that need no hashing where possible), sent as if from
 * `ip`: the limits count requests, whatever their outcome.
 */
export function limitedCalls(
  getApp: () => TestApp,
): Record<'login' | 'signup' | 'recovery' | 'reset', LimitedCall> {
  const inject = (ip: string, options: InjectOptions) =>
    getApp().app.inject({ ...options, remoteAddress: ip });
  return {
    login: (ip) =>
      inject(ip, {
        method: 'POST',
        url: '/api/v1/login/access-token',
        payload: 'username=nobody%40example.com&password=not-the-password',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    signup: (ip) =>
      inject(ip, { method: 'POST', url: '/api/v1/users/signup', payload: { email: 'x', password: 'short' } }),
    recovery: (ip) => inject(ip, { method: 'POST', url: '/api/v1/password-recovery/nobody%40example.com' }),
    reset: (ip) =>
      inject(ip, {
        method: 'POST',
        url: '/api/v1/reset-password/',
        payload: { token: 'not-a-token', new_password: 'Zq9-long-enough' },
      }),
  };
}
