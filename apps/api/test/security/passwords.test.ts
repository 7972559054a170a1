import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it, vi } from 'vitest';
import { createSignedInUser, createUser, logIn, strongPassword, uniqueEmail } from '../support/factories.ts';
import { recoveryToken } from '../support/recovery.ts';
import { apiCaller, postLogin, resetPassword } from '../support/requests.ts';
import { useSmtpTestApp } from '../support/smtp-test-app.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
const smtp = useSmtpTestApp((app) => {
  t = app;
});

const call = apiCaller(() => t);
const signUp = (email: string, password: string) => call('POST', '/users/signup', {}, { email, password });
const storedHash = async (userId: string) =>
  (await t.database.pool.query('SELECT hashed_password FROM users WHERE id = $1', [userId])).rows[0]
    ?.hashed_password as string;

describe('passwords', () => {
  it('item 2: passwords are used exactly as typed: length, case, spaces and emoji all matter', async () => {
    const hundred = `${'Zq9-'.repeat(24)}abcd`;
    expect(hundred).toHaveLength(100);
    const { email } = await createUser(t, { password: hundred });
    await logIn(t, email, hundred);
    await expect(logIn(t, email, hundred.slice(0, 99))).rejects.toThrow(/400/);
    await expect(logIn(t, email, hundred.toUpperCase())).rejects.toThrow(/400/);

    const spaced = ' spaced 🔑 pass ';
    const other = uniqueEmail();
    expect((await signUp(other, spaced)).statusCode).toBe(201);
    await logIn(t, other, spaced);
    await expect(logIn(t, other, spaced.trim())).rejects.toThrow(/400/);
    await expect(logIn(t, other, ' spaced 🗝 pass ')).rejects.toThrow(/400/);

    expect((await signUp(uniqueEmail(), 'Zq9-'.repeat(32))).statusCode).toBe(201);
  });

  it('item 2: a password over 128 characters is a 422 before any hashing, on every route that takes one', async () => {
    const signedIn = await createSignedInUser(t);
    const tooLong = `${'Zq9-'.repeat(32)}x`;
    const hash = vi.spyOn(t.deps.hasher, 'hash');
    const verify = vi.spyOn(t.deps.hasher, 'verify');
    try {
      const answers = [
        await postLogin(t, { username: signedIn.email, password: tooLong }),
        await signUp(uniqueEmail(), tooLong),
        await call('PATCH', '/users/me/password', signedIn.headers, {
          current_password: tooLong,
          new_password: strongPassword(),
        }),
        await call('PATCH', '/users/me/password', signedIn.headers, {
          current_password: signedIn.password,
          new_password: tooLong,
        }),
        await resetPassword(t, 'x'.repeat(43), tooLong),
      ];
      for (const response of answers) {
        expect(response.statusCode).toBe(422);
        expect(response.json().detail[0].msg).toBe('Password must be at most 128 characters');
      }
      expect(hash).not.toHaveBeenCalled();
      expect(verify).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
      verify.mockRestore();
    }
  });

  it('item 7: stored hashes are argon2id with m=19456, t=2, p=1, and equal passwords get different hashes', async () => {
    const password = strongPassword();
    const first = await signUp(uniqueEmail(), password);
    const second = await signUp(uniqueEmail(), password);
    const hashes = [await storedHash(first.json().id), await storedHash(second.json().id)];
    for (const hash of hashes) {
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    }
    expect(hashes[0]).not.toBe(hashes[1]);
  });
});

describe('common passwords', () => {
  const shipped = dictionary['passwords-common'];
  // A sample of the shipped list that passes every other rule, so only the list can refuse them.
  const common = shipped.filter((password) => password.length >= 8 && password.length <= 128);
  const sample = () => common[Math.floor(Math.random() * common.length)] as string;
  const tooCommon = (field: string) => ({
    detail: [{ loc: ['body', field], msg: 'This password is too common', type: 'password_too_common' }],
  });

  it('item 8: the list ships with a package and holds at least 10,000 passwords', () => {
    expect(shipped.length).toBeGreaterThanOrEqual(10_000);
    expect(common.length).toBeGreaterThan(1000);
  });

  it('item 8: signup, password change, reset, admin create and admin update refuse a common password with 422', async () => {
    const admin = await createSignedInUser(t, { is_superuser: true });
    const user = await createSignedInUser(t);
    const token = await recoveryToken(t, smtp, user.email);
    const attempts = [
      ['password', await signUp(uniqueEmail(), sample())],
      ['password', await signUp(uniqueEmail(), sample().toUpperCase())],
      [
        'new_password',
        await call('PATCH', '/users/me/password', user.headers, {
          current_password: user.password,
          new_password: sample(),
        }),
      ],
      ['new_password', await resetPassword(t, token, sample())],
      [
        'password',
        await call('POST', '/users/', admin.headers, { email: uniqueEmail(), password: sample() }),
      ],
      ['password', await call('PATCH', `/users/${user.user.id}`, admin.headers, { password: sample() })],
    ] as const;
    for (const [field, response] of attempts) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual(tooCommon(field));
    }
    // Nothing changed: the old password still works and the reset token was not used up.
    await logIn(t, user.email, user.password);
    expect((await resetPassword(t, token, strongPassword())).statusCode).toBe(200);
  });
});
