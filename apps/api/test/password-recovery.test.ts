import { beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, logIn, strongPassword, uniqueEmail } from './support/factories.ts';
import { readableMail, subjectOf } from './support/mail-content.ts';
import { recoveryToken as recoveryTokenFor } from './support/recovery.ts';
import { getMe, postLogin, requestRecovery, resetPassword } from './support/requests.ts';
import { useSmtpTestApp } from './support/smtp-test-app.ts';
import type { TestApp } from './support/test-app.ts';

let t: TestApp;
const smtp = useSmtpTestApp(
  (app) => {
    t = app;
  },
  { env: { EMAILS_FROM_EMAIL: 'robot@listkeeper.test' } },
);
beforeEach(() => {
  smtp.messages.length = 0;
  smtp.mode = 'accept';
});

const recover = (email: string) => requestRecovery(t, email);
const reset = (token: string, newPassword: string) => resetPassword(t, token, newPassword);
const recoveryToken = (email: string) => recoveryTokenFor(t, smtp, email);

describe('POST /password-recovery/{email}', () => {
  it('sends a recovery email over SMTP with an HTML and a text part and a link to the web app', async () => {
    const { email } = await createUser(t);
    const token = await recoveryToken(email);
    const [message] = smtp.messages;
    const raw = readableMail(message?.raw ?? '');
    expect(subjectOf(message?.raw ?? '')).toBe(`Listkeeper - Password recovery for user ${email}`);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain(`http://app.test/reset-password?token=${token}`);
    expect(message?.from).toBe('robot@listkeeper.test');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
  });

  it('accepts an address of 254 characters in the path', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(email).toHaveLength(254);
    await createUser(t, { email });
    await recoveryToken(email);
  });

  it('answers 422 for a malformed address', async () => {
    const response = await recover('not-an-email');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc: ['path', 'email'], msg: 'Invalid email address' });
  });

  it('never logs the address from the path', async () => {
    const email = uniqueEmail('secret-address');
    await recover(email);
    await t.deps.tasks.drain();
    expect(t.logs.text()).not.toContain(email);
    expect(t.logs.text()).not.toContain('secret-address');
  });
});

describe('POST /reset-password/', () => {
  it('sets the new password, ends every session and clears a lockout', async () => {
    const signedIn = await createSignedInUser(t);
    const token = await recoveryToken(signedIn.email);
    await t.database.pool.query("UPDATE users SET locked_until = now() + interval '1 hour' WHERE id = $1", [
      signedIn.user.id,
    ]);
    const newPassword = strongPassword();
    const response = await reset(token, newPassword);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated successfully' });
    expect((await getMe(t, signedIn.headers)).statusCode).toBe(401);
    expect((await postLogin(t, { username: signedIn.email, password: signedIn.password })).statusCode).toBe(
      400,
    );
    await logIn(t, signedIn.email, newPassword);
  });

  it('refuses a token of a user deactivated since', async () => {
    const { email, user } = await createUser(t);
    const token = await recoveryToken(email);
    await t.database.pool.query('UPDATE users SET is_active = false WHERE id = $1', [user.id]);
    expect((await reset(token, strongPassword())).json()).toEqual({ detail: 'Invalid token' });
  });

  it('answers 422 for a bad new password without using up the token', async () => {
    const { email } = await createUser(t);
    const token = await recoveryToken(email);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json().detail[0]).toMatchObject({ loc: ['body', 'new_password'] });
    const common = await reset(token, 'password123');
    expect(common.statusCode).toBe(422);
    expect(common.json().detail[0]).toMatchObject({ msg: 'This password is too common' });
    expect((await reset(token, strongPassword())).statusCode).toBe(200);
  });
});

describe('POST /password-recovery-html-content/{email}', () => {
  it('shows a superuser the HTML a user would get, with a placeholder link and no new token', async () => {
    const admin = await createSignedInUser(t, { is_superuser: true });
    const { email, user } = await createUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/password-recovery-html-content/${email}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toMatch(/^<!doctype html>/);
    expect(response.body).toContain(email);
    const { rows } = await t.database.pool.query('SELECT 1 FROM password_reset_tokens WHERE user_id = $1', [
      user.id,
    ]);
    expect(rows).toHaveLength(0);
    const previewToken = /token=([^"&<\s]+)/.exec(response.body)?.[1] ?? '';
    expect((await reset(previewToken, strongPassword())).statusCode).toBe(400);
  });

  it('answers 404 for an unknown address and 403 to a normal user', async () => {
    const admin = await createSignedInUser(t, { is_superuser: true });
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/v1/password-recovery-html-content/${uniqueEmail()}`,
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'The user with this email does not exist in the system.' });
    const normal = await createSignedInUser(t);
    const denied = await t.app.inject({
      method: 'POST',
      url: `/api/v1/password-recovery-html-content/${normal.email}`,
      headers: normal.headers,
    });
    expect(denied.statusCode).toBe(403);
  });
});
