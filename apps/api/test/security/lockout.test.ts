import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, logIn, strongPassword } from '../support/factories.ts';
import { recoveryToken } from '../support/recovery.ts';
import { apiCaller, postLogin, resetPassword } from '../support/requests.ts';
import { useSmtpTestApp } from '../support/smtp-test-app.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
const smtp = useSmtpTestApp((app) => {
  t = app;
});

const call = apiCaller(() => t);
const incorrect = { detail: 'Incorrect email or password' };

/** Logs in with wrong passwords `times` times; each failure is counted before the next attempt. */
async function failLogins(email: string, times: number): Promise<void> {
  for (let attempt = 0; attempt < times; attempt++) {
    const response = await postLogin(t, { username: email, password: `wrong-password-${attempt}` });
    expect(response.json()).toEqual(incorrect);
    await t.deps.tasks.drain();
  }
}

const loginAnswer = async (email: string, password: string) =>
  (await postLogin(t, { username: email, password })).json();

describe('account lockout', () => {
  it('item 4: the defaults are 10 failures and 15 minutes', () => {
    expect(t.deps.config.LOGIN_LOCKOUT_THRESHOLD).toBe(10);
    expect(t.deps.config.LOGIN_LOCKOUT_MINUTES).toBe(15);
  });

  it('item 4: nine failures do not lock; a success forgets them', async () => {
    const { email, password } = await createUser(t);
    await failLogins(email, 9);
    await logIn(t, email, password);
    await failLogins(email, 9);
    await logIn(t, email, password);
  });

  it('item 4: ten failures within 15 minutes lock the account silently for 15 minutes', async () => {
    const { email, password, user } = await createUser(t);
    await failLogins(email, 5);
    t.clock.advanceMinutes(14);
    await failLogins(email, 5);
    expect(await loginAnswer(email, password)).toEqual(incorrect);
    t.clock.advanceMinutes(14);
    expect(await loginAnswer(email, password)).toEqual(incorrect);
    t.clock.advanceMinutes(1);
    await logIn(t, email, password);
    expect(t.logs.events('account_locked').some((entry) => entry.user_id === user.id)).toBe(true);
  });

  it('item 4: the window slides: ten failures within any 15 minutes lock, across any boundary', async () => {
    const { email, password } = await createUser(t);
    await failLogins(email, 1);
    t.clock.advanceMinutes(14);
    await failLogins(email, 8);
    // The first failure has left the window; these two make ten within the last 15 minutes (a window fixed at
    // the first failure would have started counting afresh here).
    t.clock.advanceMinutes(2);
    await failLogins(email, 2);
    expect(await loginAnswer(email, password)).toEqual(incorrect);
  });

  it('item 4: failures spread over more than 15 minutes do not lock', async () => {
    const { email, password } = await createUser(t);
    await failLogins(email, 9);
    t.clock.advanceMinutes(16);
    await failLogins(email, 9);
    await logIn(t, email, password);
  });

  it('item 4: recovery works for a locked account and a successful reset clears the lock', async () => {
    const { email, password } = await createUser(t);
    await failLogins(email, 10);
    expect(await loginAnswer(email, password)).toEqual(incorrect);
    const token = await recoveryToken(t, smtp, email);
    const newPassword = strongPassword();
    expect((await resetPassword(t, token, newPassword)).statusCode).toBe(200);
    await logIn(t, email, newPassword);
  });

  it('item 5: a wrong current_password on a password change counts as a failed login', async () => {
    const signedIn = await createSignedInUser(t);
    const change = (current_password: string) =>
      call('PATCH', '/users/me/password', signedIn.headers, {
        current_password,
        new_password: strongPassword(),
      });
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await change(`wrong-current-${attempt}`);
      expect(response.json()).toEqual({ detail: 'Incorrect password' });
    }
    expect(await loginAnswer(signedIn.email, signedIn.password)).toEqual(incorrect);
    // The lock holds on this route too, so a stolen session cannot keep guessing.
    const withRightPassword = await change(signedIn.password);
    expect(withRightPassword.statusCode).toBe(400);
    expect(withRightPassword.json()).toEqual({ detail: 'Incorrect password' });
    t.clock.advanceMinutes(15);
    expect((await change(signedIn.password)).statusCode).toBe(200);
  });
});
