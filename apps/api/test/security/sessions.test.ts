import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/auth/tokens.ts';
import {
  bearer,
  createSignedInUser,
  logIn,
  type SignedInUser,
  strongPassword,
} from '../support/factories.ts';
import { recoveryToken } from '../support/recovery.ts';
import { apiCaller, getMe, postLogin, resetPassword } from '../support/requests.ts';
import { useSmtpTestApp } from '../support/smtp-test-app.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
const smtp = useSmtpTestApp((app) => {
  t = app;
});
const call = apiCaller(() => t);
const status = async (token: string) => (await getMe(t, bearer(token))).statusCode;

describe('tokens', () => {
  it('item 10: an access token is an opaque random value of at least 256 bits, stored only as its SHA-256', async () => {
    const { email, password, user } = await createSignedInUser(t);
    const response = await postLogin(t, { username: email, password });
    const token = response.json().access_token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(token).not.toContain(user.id.replaceAll('-', ''));
    const { rows } = await t.database.pool.query('SELECT * FROM sessions WHERE user_id = $1', [user.id]);
    expect(rows.some((row) => row.token_hash.equals(hashToken(token)))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(Buffer.from(token, 'base64url').toString('hex'));
  });

  it('item 10: a changed, truncated, extended or random token gets 401', async () => {
    const { token } = await createSignedInUser(t);
    const changed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const random = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
    for (const candidate of [changed, token.slice(0, 42), `${token}A`, random, 'not a token at all']) {
      const response = await getMe(t, bearer(candidate));
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({ detail: 'Could not validate credentials' });
    }
    expect(await status(token)).toBe(200);
  });
});

describe('events that end sessions (api.md)', () => {
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await createSignedInUser(t, { is_superuser: true });
  });

  /** A user with two sessions: the one the user acts with, and another (another device). */
  async function userWithTwoSessions() {
    const user = await createSignedInUser(t);
    return { user, other: await logIn(t, user.email, user.password) };
  }

  it('item 11: logout ends only that session', async () => {
    const { user, other } = await userWithTwoSessions();
    expect((await call('POST', '/logout', user.headers)).statusCode).toBe(200);
    expect([await status(user.token), await status(other)]).toEqual([401, 200]);
  });

  it("item 11: the user's password change ends their other sessions and keeps this one", async () => {
    const { user, other } = await userWithTwoSessions();
    const response = await call('PATCH', '/users/me/password', user.headers, {
      current_password: user.password,
      new_password: strongPassword(),
    });
    expect(response.statusCode).toBe(200);
    expect([await status(user.token), await status(other)]).toEqual([200, 401]);
  });

  it('item 11: a password reset ends every session', async () => {
    const { user, other } = await userWithTwoSessions();
    const token = await recoveryToken(t, smtp, user.email);
    expect((await resetPassword(t, token, strongPassword())).statusCode).toBe(200);
    expect([await status(user.token), await status(other)]).toEqual([401, 401]);
  });

  it.each([
    ['changes the password', { password: 'Zq9-admin-set-password' }],
    ['deactivates the user', { is_active: false }],
  ])('item 11: an admin who %s ends every session of that user', async (_name, change) => {
    const { user, other } = await userWithTwoSessions();
    expect((await call('PATCH', `/users/${user.user.id}`, admin.headers, change)).statusCode).toBe(200);
    expect([await status(user.token), await status(other)]).toEqual([401, 401]);
  });

  it('item 11: an admin who deletes the user ends every session', async () => {
    const { user, other } = await userWithTwoSessions();
    expect((await call('DELETE', `/users/${user.user.id}`, admin.headers)).statusCode).toBe(200);
    expect([await status(user.token), await status(other)]).toEqual([401, 401]);
  });

  it('item 11: deleting your own account ends every session', async () => {
    const { user, other } = await userWithTwoSessions();
    expect((await call('DELETE', '/users/me', user.headers)).statusCode).toBe(200);
    expect([await status(user.token), await status(other)]).toEqual([401, 401]);
  });
});

describe('roles', () => {
  it('item 12: a superuser demoted while holding a token gets 403 on the next admin call', async () => {
    const admin = await createSignedInUser(t, { is_superuser: true });
    const demoted = await createSignedInUser(t, { is_superuser: true });
    expect((await call('GET', '/users/', demoted.headers)).statusCode).toBe(200);
    await call('PATCH', `/users/${demoted.user.id}`, admin.headers, { is_superuser: false });
    const refused = await call('GET', '/users/', demoted.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: "The user doesn't have enough privileges" });
    expect((await getMe(t, demoted.headers)).statusCode).toBe(200);
  });
});
