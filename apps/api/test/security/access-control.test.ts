import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInUser,
  createUser,
  type SignedInUser,
  strongPassword,
  uniqueEmail,
} from '../support/factories.ts';
import { apiCaller } from '../support/requests.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
let user: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t, { is_superuser: true });
  user = await createSignedInUser(t);
});
afterAll(() => t.close());

const call = apiCaller(() => t);
const userRow = async (id: string) =>
  (await t.database.pool.query('SELECT is_superuser, is_active FROM users WHERE id = $1', [id])).rows[0];

describe('items are private', () => {
  it("item 16: another user's item gets the same 404 as a missing one, for GET, PUT and DELETE, and stays unchanged", async () => {
    const created = await call('POST', '/items/', user.headers, { title: 'Private', description: 'Mine' });
    const item = created.json();
    const intruder = await createSignedInUser(t, { is_superuser: true });
    for (const [method, payload] of [['GET'], ['PUT', { title: 'Hacked' }], ['DELETE']] as const) {
      const theirs = await call(method, `/items/${item.id}`, intruder.headers, payload);
      const missing = await call(method, `/items/${randomUUID()}`, intruder.headers, payload);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).toBe(missing.body);
      expect(theirs.json()).toEqual({ detail: 'Item not found' });
    }
    expect((await call('GET', `/items/${item.id}`, user.headers)).json()).toEqual(item);
  });
});

describe('superuser routes', () => {
  it('item 17: a normal user gets 403 on every superuser route, whether or not the target exists', async () => {
    const other = await createUser(t);
    const targets = [other.user.id, randomUUID()];
    const emails = [other.email, uniqueEmail()];
    const attempts = [
      call('GET', '/users/', user.headers),
      call('POST', '/users/', user.headers, { email: uniqueEmail(), password: strongPassword() }),
      call('POST', '/utils/test-email/?email_to=someone@example.com', user.headers),
      ...targets.flatMap((id) => [
        call('GET', `/users/${id}`, user.headers),
        call('PATCH', `/users/${id}`, user.headers, { is_superuser: true }),
        call('DELETE', `/users/${id}`, user.headers),
      ]),
      ...emails.map((email) => call('POST', `/password-recovery-html-content/${email}`, user.headers)),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: "The user doesn't have enough privileges" });
    }
    expect(await userRow(other.user.id)).toEqual({ is_superuser: false, is_active: true });
    expect(await userRow(user.user.id)).toEqual({ is_superuser: false, is_active: true });
  });
});

describe('privileged fields', () => {
  it('item 18: privileged fields in signup, PATCH /users/me and item PUT never take effect', async () => {
    const signup = await call(
      'POST',
      '/users/signup',
      {},
      {
        email: uniqueEmail(),
        password: strongPassword(),
        is_superuser: true,
        is_active: false,
        id: '00000000-0000-4000-8000-000000000000',
        hashed_password: '$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$aGFzaA',
      },
    );
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).toMatchObject({ is_superuser: false, is_active: true });
    expect(signup.json().id).not.toBe('00000000-0000-4000-8000-000000000000');

    const me = await createSignedInUser(t);
    const patched = await call('PATCH', '/users/me', me.headers, { is_active: false, is_superuser: true });
    expect(patched.statusCode).toBe(200);
    expect(await userRow(me.user.id)).toEqual({ is_superuser: false, is_active: true });

    const item = (
      await call('POST', '/items/', me.headers, { title: 'Mine', owner_id: admin.user.id })
    ).json();
    expect(item.owner_id).toBe(me.user.id);
    const put = await call('PUT', `/items/${item.id}`, me.headers, {
      owner_id: admin.user.id,
      id: randomUUID(),
    });
    expect(put.json()).toMatchObject({ id: item.id, owner_id: me.user.id });
    const { rows } = await t.database.pool.query('SELECT owner_id FROM items WHERE id = $1', [item.id]);
    expect(rows).toEqual([{ owner_id: me.user.id }]);
  });
});

describe('superusers and themselves', () => {
  it('item 19: a superuser cannot delete, demote or deactivate themselves through any route', async () => {
    const self = await createSignedInUser(t, { is_superuser: true });
    const attempts = [
      [403, await call('DELETE', '/users/me', self.headers)],
      [403, await call('DELETE', `/users/${self.user.id}`, self.headers)],
      [403, await call('PATCH', `/users/${self.user.id}`, self.headers, { is_superuser: false })],
      [403, await call('PATCH', `/users/${self.user.id}`, self.headers, { is_active: false })],
      [200, await call('PATCH', '/users/me', self.headers, { is_superuser: false, is_active: false })],
    ] as const;
    for (const [expected, response] of attempts) {
      expect(response.statusCode, response.body).toBe(expected);
    }
    expect(await userRow(self.user.id)).toEqual({ is_superuser: true, is_active: true });
    expect((await call('GET', '/users/', self.headers)).statusCode).toBe(200);
  });
});
