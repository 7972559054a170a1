import type { TestApp } from './test-app.ts';

/** POSTs the login form as the web app does. */
export function postLogin(t: TestApp, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/login/access-token',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

/** GET /users/me with the given headers: the quickest way to ask whether a token still works. */
export function getMe(t: TestApp, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers });
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON call to `/api/v1{url}` with the given headers, bound to one test app. */
export function apiCaller(getApp: () => TestApp) {
  return (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    getApp().app.inject({ method, url: `/api/v1${url}`, headers, ...(payload && { payload }) });
}

/** Asks for a recovery email for an address, as the recovery page does. */
export function requestRecovery(
  t: TestApp,
  email: string,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/password-recovery/${encodeURIComponent(email)}`,
    headers,
    remoteAddress,
  });
}

/** Sets a new password with a reset token. */
export function resetPassword(t: TestApp, token: string, new_password: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/reset-password/', payload: { token, new_password } });
}
