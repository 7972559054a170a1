import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../support/factories.ts';
import { type LimitedCall, limitedCalls } from '../support/limited-calls.ts';
import { postLogin } from '../support/requests.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const tooMany = { detail: 'Too many requests, please try again later.' };

/** Sends `count` calls from one address and returns the statuses. */
async function statusesOf(send: LimitedCall, count: number, ip: string): Promise<number[]> {
  const statuses = [];
  for (let index = 0; index < count; index++) {
    statuses.push((await send(ip)).statusCode);
  }
  return statuses;
}

describe('per-IP limits with the defaults (in memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
  });
  afterAll(() => t.close());

  it.each([
    ['login', 20, 120],
    ['signup', 10, 60],
    ['recovery', 10, 60],
    ['reset', 10, 60],
  ] as const)(
    'item 3: %s allows %i requests per IP, then answers 429 with Retry-After (window %i s)',
    async (route, limit, windowSeconds) => {
      const send = limitedCalls(() => t)[route];
      const statuses = await statusesOf(send, limit, '198.51.100.7');
      expect(statuses.filter((status) => status === 429)).toEqual([]);

      const refused = await send('198.51.100.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(tooMany);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(windowSeconds / 2);
      expect(retryAfter).toBeLessThanOrEqual(windowSeconds);

      // Another address still gets through.
      expect((await send('198.51.100.8')).statusCode).not.toBe(429);
      expect(t.logs.events('rate_limited').length).toBeGreaterThan(0);
    },
  );

  it('item 3: each route counts on its own', async () => {
    const calls = limitedCalls(() => t);
    expect(await statusesOf(calls.signup, 11, '198.51.100.20')).toContain(429);
    expect((await calls.recovery('198.51.100.20')).statusCode).toBe(200);
  });
});

describe('configured limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_AUTH_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('item 3: RATE_LIMIT_AUTH_PER_MINUTE sets the numbers (login twice that)', async () => {
    const calls = limitedCalls(() => t);
    expect(await statusesOf(calls.recovery, 4, '203.0.113.1')).toEqual([200, 200, 200, 429]);
    const logins = await statusesOf(calls.login, 7, '203.0.113.1');
    expect(logins.slice(0, 6).every((status) => status === 400)).toBe(true);
    expect(logins[6]).toBe(429);
  });
});

describe('limits turned off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  });
  afterAll(() => t.close());

  it('item 3: RATE_LIMIT_ENABLED=false lets every request through while the account lockout stays on', async () => {
    const calls = limitedCalls(() => t);
    const statuses = await statusesOf(calls.recovery, 30, '192.0.2.1');
    expect(statuses.every((status) => status === 200)).toBe(true);

    const { email, password } = await createUser(t);
    for (let attempt = 0; attempt < 25; attempt++) {
      expect((await postLogin(t, { username: email, password: `${password}-${attempt}` })).statusCode).toBe(
        400,
      );
      await t.deps.tasks.drain();
    }
    expect((await postLogin(t, { username: email, password })).json()).toEqual({
      detail: 'Incorrect email or password',
    });
    expect((await postLogin(t, { username: uniqueEmail(), password })).statusCode).toBe(400);
  });
});
