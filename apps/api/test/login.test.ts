import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, logIn } from './support/factories.ts';
import { getMe, postLogin } from './support/requests.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /login/access-token', () => {
  it('accepts the email in any letter case and with surrounding spaces', async () => {
    const { email, password } = await createUser(t);
    const response = await postLogin(t, { username: `  ${email.toUpperCase()} `, password });
    expect(response.statusCode).toBe(200);
  });

  it('stores the session with its browser, address and lifetime', async () => {
    const { user, email, password } = await createUser(t);
    const response = await postLogin(t, { username: email, password }, { 'user-agent': 'Session Test/1.0' });
    expect(response.statusCode).toBe(200);
    const { rows } = await t.database.pool.query(
      'SELECT user_agent, ip, created_at, last_used_at, expires_at FROM sessions WHERE user_id = $1',
      [user.id],
    );
    expect(rows).toHaveLength(1);
    const [session] = rows;
    expect(session.user_agent).toBe('Session Test/1.0');
    expect(session.ip).toBe('127.0.0.1');
    expect(session.created_at.getTime()).toBe(t.clock.now().getTime());
    expect(session.last_used_at.getTime()).toBe(session.created_at.getTime());
    expect(session.expires_at.getTime() - session.created_at.getTime()).toBe(
      t.deps.config.ACCESS_TOKEN_EXPIRE_MINUTES * 60_000,
    );
  });

  it('answers 422 with a detail list when a field is missing', async () => {
    const response = await postLogin(t, { username: 'someone@example.com' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc: ['body', 'password'] });
  });

  it('rehashes a password stored with weaker parameters on the next login', async () => {
    const { user, email, password } = await createUser(t);
    const { hash } = await import('@node-rs/argon2');
    const weak = await hash(password, { memoryCost: 8192, timeCost: 1, parallelism: 1, algorithm: 2 });
    await t.database.pool.query('UPDATE users SET hashed_password = $1 WHERE id = $2', [weak, user.id]);
    await logIn(t, email, password);
    const { rows } = await t.database.pool.query('SELECT hashed_password FROM users WHERE id = $1', [
      user.id,
    ]);
    expect(rows[0].hashed_password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await logIn(t, email, password);
  });

  it('logs successes and failures as events without the password', async () => {
    const { email, password } = await createUser(t);
    await postLogin(t, { username: email, password: 'definitely-wrong-1' });
    await postLogin(t, { username: email, password });
    expect(t.logs.events('login_failed').length).toBeGreaterThan(0);
    expect(t.logs.events('login_succeeded').length).toBeGreaterThan(0);
    expect(t.logs.text()).not.toContain(password);
    expect(t.logs.text()).not.toContain('definitely-wrong-1');
  });
});

describe('POST /login/test-token', () => {
  it('returns the signed-in user', async () => {
    const signedIn = await createSignedInUser(t, { full_name: 'Ada Lovelace' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/test-token',
      headers: signedIn.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: signedIn.user.id,
      email: signedIn.email,
      full_name: 'Ada Lovelace',
    });
  });
});

describe('authentication failures', () => {
  it('answers 401 Not authenticated with WWW-Authenticate when there is no bearer header', async () => {
    const variants: Record<string, string>[] = [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer' },
    ];
    for (const headers of variants) {
      const response = await getMe(t, headers);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({ detail: 'Not authenticated' });
    }
  });

  it('rejects a token after its lifetime (ACCESS_TOKEN_EXPIRE_MINUTES)', async () => {
    const signedIn = await createSignedInUser(t);
    const lifetime = t.deps.config.ACCESS_TOKEN_EXPIRE_MINUTES;
    const idle = t.deps.config.SESSION_IDLE_MINUTES;
    // Keep the session busy so only the absolute lifetime can end it.
    for (let used = 0; used < lifetime - idle; used += idle - 1) {
      t.clock.advanceMinutes(idle - 1);
      expect((await getMe(t, signedIn.headers)).statusCode).toBe(200);
    }
    t.clock.advanceMinutes(idle - 1);
    expect((await getMe(t, signedIn.headers)).statusCode).toBe(401);
  });

  it('rejects a token left unused for longer than SESSION_IDLE_MINUTES, and use keeps it alive', async () => {
    const signedIn = await createSignedInUser(t);
    const idle = t.deps.config.SESSION_IDLE_MINUTES;
    t.clock.advanceMinutes(idle - 1);
    expect((await getMe(t, signedIn.headers)).statusCode).toBe(200);
    t.clock.advanceMinutes(idle - 1);
    expect((await getMe(t, signedIn.headers)).statusCode).toBe(200);
    t.clock.advanceMinutes(idle + 1);
    expect((await getMe(t, signedIn.headers)).statusCode).toBe(401);
  });

  it('writes last_used_at at most once a minute', async () => {
    const signedIn = await createSignedInUser(t);
    const read = async () =>
      (
        await t.database.pool.query<{ last_used_at: Date }>(
          'SELECT last_used_at FROM sessions WHERE user_id = $1',
          [signedIn.user.id],
        )
      ).rows[0]?.last_used_at.getTime();
    const first = await read();
    t.clock.advanceMs(30_000);
    await getMe(t, signedIn.headers);
    expect(await read()).toBe(first);
    t.clock.advanceMs(31_000);
    await getMe(t, signedIn.headers);
    expect(await read()).toBe(t.clock.now().getTime());
  });

  it('rejects the token of a user who was deactivated or deleted', async () => {
    const deactivated = await createSignedInUser(t);
    await t.database.pool.query('UPDATE users SET is_active = false WHERE id = $1', [deactivated.user.id]);
    expect((await getMe(t, deactivated.headers)).json()).toEqual({
      detail: 'Could not validate credentials',
    });
    const deleted = await createSignedInUser(t);
    await t.database.pool.query('DELETE FROM users WHERE id = $1', [deleted.user.id]);
    expect((await getMe(t, deleted.headers)).statusCode).toBe(401);
  });
});
