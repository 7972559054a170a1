import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSignedInUser, logIn, strongPassword, uniqueEmail } from './support/factories.ts';
import { getMe, postLogin } from './support/requests.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /users/me', () => {
  it('returns the signed-in user', async () => {
    const me = await createSignedInUser(t, { full_name: null });
    const response = await getMe(t, me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: me.user.id,
      email: me.email,
      full_name: null,
      is_superuser: false,
    });
  });
});

describe('PATCH /users/me', () => {
  const patchMe = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: '/api/v1/users/me', headers, payload });

  it('changes the name and email and ignores any other field', async () => {
    const me = await createSignedInUser(t);
    const email = uniqueEmail('renamed');
    const response = await patchMe(me.headers, {
      full_name: 'New Name',
      email,
      is_superuser: true,
      is_active: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      full_name: 'New Name',
      email,
      is_superuser: false,
      is_active: true,
    });
    expect(new Date(response.json().updated_at).getTime()).toBe(t.clock.now().getTime());
    expect((await getMe(t, me.headers)).json().email).toBe(email);
  });

  it('keeps fields that are not sent', async () => {
    const me = await createSignedInUser(t, { full_name: 'Kept Name' });
    const response = await patchMe(me.headers, { email: uniqueEmail() });
    expect(response.json().full_name).toBe('Kept Name');
  });

  it('answers 409 when another account has the email, in any letter case', async () => {
    const me = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const response = await patchMe(me.headers, { email: other.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'User with this email already exists' });
  });

  it('answers 422 for an invalid email', async () => {
    const me = await createSignedInUser(t);
    const response = await patchMe(me.headers, { email: 'broken@' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc: ['body', 'email'], msg: 'Invalid email address' });
  });
});

describe('PATCH /users/me/password', () => {
  const changePassword = (headers: Record<string, string>, current_password: string, new_password: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/password',
      headers,
      payload: { current_password, new_password },
    });

  it('changes the password, keeps this session and ends the others', async () => {
    const me = await createSignedInUser(t);
    const otherSession = await logIn(t, me.email, me.password);
    const newPassword = strongPassword();
    const response = await changePassword(me.headers, me.password, newPassword);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated successfully' });
    expect((await getMe(t, me.headers)).statusCode).toBe(200);
    expect((await getMe(t, bearer(otherSession))).statusCode).toBe(401);
    await logIn(t, me.email, newPassword);
    expect((await postLogin(t, { username: me.email, password: me.password })).statusCode).toBe(400);
  });

  it('answers 400 Incorrect password first, even when the new one equals it', async () => {
    const me = await createSignedInUser(t);
    const response = await changePassword(me.headers, 'wrong-password-1', 'wrong-password-1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Incorrect password' });
  });

  it('answers 400 when the new password is the current one', async () => {
    const me = await createSignedInUser(t);
    const response = await changePassword(me.headers, me.password, me.password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'New password cannot be the same as the current one' });
  });

  it('refuses a short or common new password with 422', async () => {
    const me = await createSignedInUser(t);
    expect((await changePassword(me.headers, me.password, 'short')).statusCode).toBe(422);
    const common = await changePassword(me.headers, me.password, 'iloveyou1');
    expect(common.statusCode).toBe(422);
    expect(common.json().detail[0]).toMatchObject({
      loc: ['body', 'new_password'],
      msg: 'This password is too common',
    });
  });
});

describe('DELETE /users/me', () => {
  it('deletes the account with its items and sessions', async () => {
    const me = await createSignedInUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/items/',
      headers: me.headers,
      payload: { title: 'Mine' },
    });
    const otherSession = await logIn(t, me.email, me.password);
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: me.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User deleted successfully' });
    expect((await getMe(t, bearer(otherSession))).statusCode).toBe(401);
    const { rows } = await t.database.pool.query(
      'SELECT (SELECT count(*) FROM items WHERE owner_id = $1) AS items, (SELECT count(*) FROM sessions WHERE user_id = $1) AS sessions',
      [me.user.id],
    );
    expect(rows[0]).toEqual({ items: '0', sessions: '0' });
  });

  it('refuses a superuser with 403', async () => {
    const admin = await createSignedInUser(t, { is_superuser: true });
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Super users are not allowed to delete themselves' });
  });
});
