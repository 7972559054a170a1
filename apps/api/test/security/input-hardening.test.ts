import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, strongPassword, uniqueEmail } from '../support/factories.ts';
import { recoveryToken } from '../support/recovery.ts';
import { apiCaller, postLogin, resetPassword } from '../support/requests.ts';
import { useSmtpTestApp } from '../support/smtp-test-app.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
const smtp = useSmtpTestApp((app) => {
  t = app;
});
const call = apiCaller(() => t);
const forbidden = { detail: 'Request body contains a forbidden key' };

describe('hostile bodies', () => {
  it('item 21: __proto__ and constructor keys are refused with 400, in JSON at any depth and in the login form', async () => {
    const user = await createSignedInUser(t);
    for (const payload of [
      '{"title":"x","__proto__":{"is_superuser":true}}',
      '{"title":"x","constructor":{"prototype":{"is_superuser":true}}}',
      '{"title":"x","description":null,"nested":{"deeper":{"__proto__":{"a":1}}}}',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/items/',
        payload,
        headers: { ...user.headers, 'content-type': 'application/json' },
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual(forbidden);
    }
    for (const key of ['__proto__', 'constructor']) {
      const response = await postLogin(t, { username: user.email, password: user.password, [key]: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(forbidden);
    }
    expect(({} as Record<string, unknown>).is_superuser).toBeUndefined();
  });

  it('item 21: deeply nested JSON gets an answer and the process keeps serving', async () => {
    const user = await createSignedInUser(t);
    for (const depth of [1_000, 100_000]) {
      for (const [open, close] of [
        ['[', ']'],
        ['{"a":', '}'],
      ] as const) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/items/',
          payload: `{"title":"deep","description":${open.repeat(depth)}1${close.repeat(depth)}}`,
          headers: { ...user.headers, 'content-type': 'application/json' },
        });
        expect([400, 413, 422]).toContain(response.statusCode);
      }
    }
    expect((await call('GET', '/utils/health-check/', {})).statusCode).toBe(200);
  });
});

describe('markup in text', () => {
  it('item 22: an item title of <img src=x onerror=alert(1)> is stored and returned verbatim as JSON text', async () => {
    const user = await createSignedInUser(t);
    const title = '<img src=x onerror=alert(1)>';
    const created = await call('POST', '/items/', user.headers, {
      title,
      description: '<script>alert(2)</script>',
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['content-type']).toMatch(/^application\/json/);
    expect(created.headers['x-content-type-options']).toBe('nosniff');
    const read = await call('GET', `/items/${created.json().id}`, user.headers);
    expect(read.json()).toMatchObject({ title, description: '<script>alert(2)</script>' });
    const { rows } = await t.database.pool.query('SELECT title FROM items WHERE id = $1', [
      created.json().id,
    ]);
    expect(rows[0].title).toBe(title);
  });
});

describe('races', () => {
  it('item 23: of concurrent signups with one email (in any letter case), exactly one succeeds', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        call(
          'POST',
          '/users/signup',
          {},
          {
            email: index % 2 === 0 ? email : email.toUpperCase(),
            password: strongPassword(),
          },
        ),
      ),
    );
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM users WHERE lower(email) = $1',
      [email.toLowerCase()],
    );
    expect(rows[0].n).toBe(1);
  });

  it('item 23: of concurrent uses of one reset token, exactly one succeeds', async () => {
    const { email } = await createUser(t);
    const token = await recoveryToken(t, smtp, email);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => resetPassword(t, token, strongPassword())),
    );
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
  });
});
