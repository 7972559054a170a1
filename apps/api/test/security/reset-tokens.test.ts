import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, createSignedInUser, createUser, strongPassword } from '../support/factories.ts';
import { recoveryToken as recoveryTokenFor } from '../support/recovery.ts';
import { apiCaller, getMe, resetPassword } from '../support/requests.ts';
import { useSmtpTestApp } from '../support/smtp-test-app.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
const smtp = useSmtpTestApp((app) => {
  t = app;
});
beforeEach(() => {
  smtp.messages.length = 0;
});

const call = apiCaller(() => t);
const reset = (token: string, newPassword: string) => resetPassword(t, token, newPassword);
const recoveryToken = (email: string) => recoveryTokenFor(t, smtp, email);
const invalidToken = { detail: 'Invalid token' };

describe('reset tokens', () => {
  it('item 14: a reset token works once', async () => {
    const { email } = await createUser(t);
    const token = await recoveryToken(email);
    expect((await reset(token, strongPassword())).statusCode).toBe(200);
    const again = await reset(token, strongPassword());
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidToken);
  });

  it('item 14: a reset token works until EMAIL_RESET_TOKEN_EXPIRE_MINUTES and not a millisecond after', async () => {
    const lifetimeMs = t.deps.config.EMAIL_RESET_TOKEN_EXPIRE_MINUTES * 60_000;
    const first = await createUser(t);
    const fresh = await recoveryToken(first.email);
    t.clock.advanceMs(lifetimeMs - 1);
    expect((await reset(fresh, strongPassword())).statusCode).toBe(200);

    const second = await createUser(t);
    const stale = await recoveryToken(second.email);
    t.clock.advanceMs(lifetimeMs);
    expect((await reset(stale, strongPassword())).json()).toEqual(invalidToken);
  });

  it('item 14: a newer token makes the older one invalid', async () => {
    const { email } = await createUser(t);
    const older = await recoveryToken(email);
    const newer = await recoveryToken(email);
    expect((await reset(older, strongPassword())).json()).toEqual(invalidToken);
    expect((await reset(newer, strongPassword())).statusCode).toBe(200);
  });

  it('item 14: a password change by the user or by an admin makes earlier tokens invalid', async () => {
    const signedIn = await createSignedInUser(t);
    const beforeOwnChange = await recoveryToken(signedIn.email);
    const change = await call('PATCH', '/users/me/password', signedIn.headers, {
      current_password: signedIn.password,
      new_password: strongPassword(),
    });
    expect(change.statusCode).toBe(200);
    expect((await reset(beforeOwnChange, strongPassword())).json()).toEqual(invalidToken);

    const admin = await createSignedInUser(t, { is_superuser: true });
    const beforeAdminChange = await recoveryToken(signedIn.email);
    const adminChange = await call('PATCH', `/users/${signedIn.user.id}`, admin.headers, {
      password: strongPassword(),
    });
    expect(adminChange.statusCode).toBe(200);
    expect((await reset(beforeAdminChange, strongPassword())).json()).toEqual(invalidToken);
  });

  it('item 14: an access token is not a reset token, nor a reset token an access token', async () => {
    const signedIn = await createSignedInUser(t);
    expect((await reset(signedIn.token, strongPassword())).json()).toEqual(invalidToken);
    expect((await reset('x'.repeat(43), strongPassword())).json()).toEqual(invalidToken);

    const token = await recoveryToken(signedIn.email);
    expect((await getMe(t, bearer(token))).statusCode).toBe(401);
    // Neither attempt used anything up.
    expect((await getMe(t, signedIn.headers)).statusCode).toBe(200);
    expect((await reset(token, strongPassword())).statusCode).toBe(200);
  });
});
