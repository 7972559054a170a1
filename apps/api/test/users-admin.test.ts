import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createSignedInUser,
  createUser,
  logIn,
  type SignedInUser,
  strongPassword,
  uniqueEmail,
} from './support/factories.ts';
import { readableMail, subjectOf } from './support/mail-content.ts';
import { apiCaller, getMe, postLogin } from './support/requests.ts';
import { SmtpCatcher } from './support/smtp-catcher.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
const smtp = new SmtpCatcher();
beforeAll(async () => {
  t = await createTestApp({ env: await smtp.env() });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(async () => {
  admin = await createSignedInUser(t, { is_superuser: true });
});

const call = apiCaller(() => t);

describe('GET /users/', () => {
  it('lists users newest first with the total count, paged by skip and limit', async () => {
    const created = [];
    for (let index = 0; index < 3; index++) {
      t.clock.advanceMs(1000);
      created.push(await createUser(t));
    }
    const response = await call('GET', '/users/?skip=0&limit=2', admin.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(2);
    const { rows } = await t.database.pool.query('SELECT count(*)::int AS total FROM users');
    expect(body.count).toBe(rows[0].total);
    const all = (await call('GET', '/users/?limit=100', admin.headers)).json().data as Array<{
      id: string;
      created_at: string;
    }>;
    const times = all.map((user) => user.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const second = (await call('GET', '/users/?skip=1&limit=1', admin.headers)).json().data[0];
    expect(second.id).toBe(all[1]?.id);
  });

  it('answers 422 for skip and limit out of bounds', async () => {
    for (const query of ['skip=-1', 'limit=0', 'limit=101', 'skip=abc', 'limit=2.5']) {
      const response = await call('GET', `/users/?${query}`, admin.headers);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().detail[0].loc[0]).toBe('query');
    }
  });

  it('is refused to a normal user with 403', async () => {
    const user = await createSignedInUser(t);
    const response = await call('GET', '/users/', user.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: "The user doesn't have enough privileges" });
  });
});

describe('POST /users/', () => {
  it('creates a user with the given role and status and emails a welcome without the password', async () => {
    smtp.messages.length = 0;
    const email = uniqueEmail('welcome');
    const password = strongPassword();
    const response = await call('POST', '/users/', admin.headers, {
      email,
      password,
      full_name: 'Welcome Person',
      is_superuser: true,
      is_active: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email,
      full_name: 'Welcome Person',
      is_superuser: true,
      is_active: true,
    });
    await t.deps.tasks.drain();
    const [message] = await smtp.waitFor(1);
    expect(subjectOf(message?.raw ?? '')).toBe(`Listkeeper - New account for user ${email}`);
    expect(readableMail(message?.raw ?? '')).toContain('http://app.test/login');
    expect(message?.raw).not.toContain(password);
  });

  it('defaults to an active ordinary user', async () => {
    const response = await call('POST', '/users/', admin.headers, {
      email: uniqueEmail(),
      password: strongPassword(),
    });
    expect(response.json()).toMatchObject({ is_superuser: false, is_active: true, full_name: null });
  });

  it('answers 409 for a taken email', async () => {
    const existing = await createUser(t);
    const response = await call('POST', '/users/', admin.headers, {
      email: existing.email,
      password: strongPassword(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'The user with this email already exists in the system.' });
  });
});

describe('GET /users/{user_id}', () => {
  it('lets a user read themselves', async () => {
    const user = await createSignedInUser(t);
    const response = await call('GET', `/users/${user.user.id}`, user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.user.id);
  });

  it('answers 403 to a normal user for anyone else, whether or not the id exists', async () => {
    const user = await createSignedInUser(t);
    for (const id of [admin.user.id, randomUUID()]) {
      const response = await call('GET', `/users/${id}`, user.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: "The user doesn't have enough privileges" });
    }
  });

  it('lets a superuser read anyone and answers 404 for a missing id', async () => {
    const other = await createUser(t);
    expect((await call('GET', `/users/${other.user.id}`, admin.headers)).json().email).toBe(other.email);
    const missing = await call('GET', `/users/${randomUUID()}`, admin.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'User not found' });
  });

  it('answers 422 for an id that is not a UUID', async () => {
    const response = await call('GET', '/users/42', admin.headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['path', 'user_id']);
  });
});

describe('PATCH /users/{user_id}', () => {
  it('changes the fields sent', async () => {
    const other = await createUser(t, { full_name: 'Before' });
    const email = uniqueEmail('after');
    const response = await call('PATCH', `/users/${other.user.id}`, admin.headers, {
      email,
      full_name: 'After',
      is_superuser: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email, full_name: 'After', is_superuser: true, is_active: true });
  });

  it('answers 404 for a missing user and 409 for a taken email', async () => {
    expect((await call('PATCH', `/users/${randomUUID()}`, admin.headers, { full_name: 'x' })).json()).toEqual(
      {
        detail: 'User not found',
      },
    );
    const one = await createUser(t);
    const two = await createUser(t);
    const conflict = await call('PATCH', `/users/${one.user.id}`, admin.headers, { email: two.email });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ detail: 'User with this email already exists' });
  });

  it('forbids a superuser to change their own role or status, but allows other own changes', async () => {
    for (const payload of [{ is_superuser: false }, { is_active: false }]) {
      const response = await call('PATCH', `/users/${admin.user.id}`, admin.headers, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Super users are not allowed to change their own role or status',
      });
    }
    const same = await call('PATCH', `/users/${admin.user.id}`, admin.headers, {
      is_superuser: true,
      is_active: true,
      full_name: 'Still Admin',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().full_name).toBe('Still Admin');
  });

  it('ends the sessions of a user whose password it sets', async () => {
    const other = await createSignedInUser(t);
    const password = strongPassword();
    expect((await call('PATCH', `/users/${other.user.id}`, admin.headers, { password })).statusCode).toBe(
      200,
    );
    expect((await getMe(t, other.headers)).statusCode).toBe(401);
    await logIn(t, other.email, password);
  });

  it('ends the sessions of a user it deactivates, who can no longer log in', async () => {
    const other = await createSignedInUser(t);
    const response = await call('PATCH', `/users/${other.user.id}`, admin.headers, { is_active: false });
    expect(response.json().is_active).toBe(false);
    expect((await getMe(t, other.headers)).statusCode).toBe(401);
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1',
      [other.user.id],
    );
    expect(rows[0].n).toBe(0);
    expect((await postLogin(t, { username: other.email, password: other.password })).statusCode).toBe(400);
  });
});

describe('DELETE /users/{user_id}', () => {
  it('deletes a user with their items and sessions', async () => {
    const other = await createSignedInUser(t);
    await call('POST', '/items/', other.headers, { title: 'Doomed' });
    const response = await call('DELETE', `/users/${other.user.id}`, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User deleted successfully' });
    expect((await getMe(t, other.headers)).statusCode).toBe(401);
    const { rows } = await t.database.pool.query('SELECT count(*)::int AS n FROM items WHERE owner_id = $1', [
      other.user.id,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('answers 404 for a missing user and 403 for oneself', async () => {
    expect((await call('DELETE', `/users/${randomUUID()}`, admin.headers)).statusCode).toBe(404);
    const self = await call('DELETE', `/users/${admin.user.id}`, admin.headers);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ detail: 'Super users are not allowed to delete themselves' });
  });

  it('is refused to a normal user with 403, for existing and missing targets alike', async () => {
    const user = await createSignedInUser(t);
    for (const id of [admin.user.id, randomUUID()]) {
      expect((await call('DELETE', `/users/${id}`, user.headers)).statusCode).toBe(403);
    }
    expect((await getMe(t, bearer(admin.token))).statusCode).toBe(200);
  });
});
