import { describe, expect, it } from 'vitest';
import { createSignedInUser, strongPassword, uniqueEmail } from '../support/factories.ts';
import { recoveryToken } from '../support/recovery.ts';
import { apiCaller, postLogin, requestRecovery, resetPassword } from '../support/requests.ts';
import { useSmtpTestApp } from '../support/smtp-test-app.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
const smtp = useSmtpTestApp(
  (app) => {
    t = app;
  },
  {
    extraRoutes: (app) => {
      app.get('/api/v1/test-only/boom', async () => {
        throw new Error('secret internal detail: SELECT * FROM users\r\n{"level":60,"msg":"forged line"}');
      });
    },
  },
);
const call = apiCaller(() => t);

describe('the log', () => {
  it('item 27: after login, recovery, reset and password change, no line holds a password, token, Authorization header or recovery address', async () => {
    const user = await createSignedInUser(t);
    const admin = await createSignedInUser(t, { is_superuser: true });
    const secrets = [user.password, user.token, admin.password, admin.token];
    const newPassword = strongPassword();
    const changed = strongPassword();
    secrets.push(newPassword, changed);

    await postLogin(t, { username: user.email, password: `${user.password}-typo` });
    await call('GET', '/users/me', user.headers);
    await call('GET', '/users/me', { authorization: 'Bearer not-a-real-token-but-secret' });
    secrets.push('not-a-real-token-but-secret');
    const unknownAddress = uniqueEmail('unknown-recovery');
    await requestRecovery(t, unknownAddress);
    // An address with a slash in it, sent unencoded: no route matches, and still nothing of it is logged.
    await t.app.inject({ method: 'POST', url: '/api/v1/password-recovery/first/second-part@example.com' });
    secrets.push('second-part@example.com');
    const resetToken = await recoveryToken(t, smtp, user.email);
    secrets.push(resetToken, unknownAddress, user.email);
    await resetPassword(t, 'wrong-reset-token-value', newPassword);
    secrets.push('wrong-reset-token-value');
    expect((await resetPassword(t, resetToken, newPassword)).statusCode).toBe(200);
    const session = await postLogin(t, { username: user.email, password: newPassword });
    const token = session.json().access_token as string;
    secrets.push(token);
    const change = await call(
      'PATCH',
      '/users/me/password',
      { authorization: `Bearer ${token}` },
      { current_password: newPassword, new_password: changed },
    );
    expect(change.statusCode).toBe(200);
    await call('POST', `/password-recovery-html-content/${encodeURIComponent(user.email)}`, admin.headers);
    await call('POST', `/utils/test-email/?email_to=${encodeURIComponent(user.email)}`, admin.headers);
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });
    await t.deps.tasks.drain();

    const text = t.logs.text();
    expect(t.logs.events('request').length).toBeGreaterThan(10);
    for (const secret of secrets) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(encodeURIComponent(secret));
    }
    expect(text).not.toMatch(/bearer|authorization/i);
  });

  it('item 27: CR and LF in logged values are escaped, so no one can forge a log line', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=a%0D%0A{"level":60,"msg":"forged"}' });
    await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=a\r\n{"level":60,"msg":"forged"}' });
    await call('GET', '/test-only/boom', {});
    for (const line of t.logs.lines) {
      expect(line).not.toMatch(/[\r\n]/);
      const entry = JSON.parse(line);
      expect(entry.msg).not.toMatch(/^forged/);
    }
    expect(t.logs.entries().filter((entry) => String(entry.url ?? '').includes('forged')).length).toBe(2);
  });

  it('item 28: a 5xx answer is generic with a request id, and the log has the detail', async () => {
    const response = await call('GET', '/test-only/boom', {});
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({ detail: 'Internal Server Error', request_id: response.headers['x-request-id'] });
    expect(response.body).not.toMatch(/SELECT|secret|stack|at /);
    const logged = t.logs.entries().find((entry) => entry.request_id === body.request_id && entry.err);
    expect(JSON.stringify(logged)).toContain('secret internal detail');
    expect(JSON.stringify(logged)).toContain('stack');
  });
});
