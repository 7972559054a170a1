import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, strongPassword, uniqueEmail } from '../support/factories.ts';
import { recoveryToken } from '../support/recovery.ts';
import { apiCaller, postLogin, requestRecovery, resetPassword } from '../support/requests.ts';
import { useSmtpTestApp } from '../support/smtp-test-app.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
const smtp = useSmtpTestApp((app) => {
  t = app;
});

const call = apiCaller(() => t);

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.flatMap(keysOf);
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

describe('responses', () => {
  it('item 9: no answer of a full scenario holds a password, a hash or a password field', async () => {
    const admin = await createSignedInUser(t, { is_superuser: true });
    const user = await createSignedInUser(t);
    const passwords = [admin.password, user.password];
    const newPassword = (): string => {
      const password = strongPassword();
      passwords.push(password);
      return password;
    };
    const signupEmail = uniqueEmail();
    const created = uniqueEmail();
    const answers: LightMyRequestResponse[] = [
      await call('POST', '/users/signup', {}, { email: signupEmail, password: newPassword() }),
      await postLogin(t, { username: user.email, password: user.password }),
      await postLogin(t, { username: user.email, password: `${user.password}-wrong` }),
      await call('POST', '/login/test-token', user.headers),
      await call('GET', '/users/me', user.headers),
      await call('PATCH', '/users/me', user.headers, { full_name: 'Renamed', password: 'Sneaky-pass-1' }),
      await call('PATCH', '/users/me/password', user.headers, {
        current_password: user.password,
        new_password: newPassword(),
      }),
      await call('POST', '/items/', user.headers, { title: 'Item' }),
      await call('GET', '/items/', user.headers),
      await call('GET', '/users/?limit=100', admin.headers),
      await call('POST', '/users/', admin.headers, { email: created, password: newPassword() }),
      await call('GET', `/users/${user.user.id}`, admin.headers),
      await call('PATCH', `/users/${user.user.id}`, admin.headers, { password: newPassword() }),
      await call('POST', `/password-recovery-html-content/${user.email}`, admin.headers),
      await requestRecovery(t, user.email),
    ];
    await t.deps.tasks.drain();
    const token = await recoveryToken(t, smtp, (await createUser(t)).email);
    const leaver = await createSignedInUser(t);
    passwords.push(leaver.password);
    answers.push(
      await resetPassword(t, token, newPassword()),
      await call('DELETE', '/users/me', leaver.headers),
      await call('POST', '/logout', admin.headers),
    );

    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status >= 300)).toEqual([400]);
    for (const response of answers) {
      expect(response.body).not.toMatch(/\$argon2/);
      for (const password of passwords) {
        expect(response.body).not.toContain(password);
      }
      if (response.headers['content-type']?.toString().startsWith('application/json')) {
        expect(keysOf(response.json()).filter((key) => /password|hash/i.test(key))).toEqual([]);
      }
    }
  });
});
