import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.ts';
import { postLogin } from '../support/requests.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const limited = { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_AUTH_PER_MINUTE: '2' };
const recover = (t: TestApp, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/password-recovery/someone%40example.com',
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress: '10.0.0.5',
  });
const sessionIp = async (t: TestApp, userId: string) =>
  (await t.database.pool.query('SELECT ip FROM sessions WHERE user_id = $1', [userId])).rows[0]?.ip;

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: limited });
  });
  afterAll(() => t.close());

  it('item 26: a spoofed X-Forwarded-For does not dodge the rate limit, and is not recorded', async () => {
    const statuses = [];
    for (let index = 0; index < 3; index++) {
      statuses.push((await recover(t, `203.0.113.${index}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const { email, password, user } = await createUser(t);
    await postLogin(t, { username: email, password }, { 'x-forwarded-for': '203.0.113.99' });
    expect(await sessionIp(t, user.id)).toBe('127.0.0.1');
  });
});

describe('with TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...limited, TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('item 26: behind a trusted proxy each forwarded client address counts on its own', async () => {
    const distinct = [];
    for (let index = 0; index < 3; index++) {
      distinct.push((await recover(t, `203.0.113.${index}`)).statusCode);
    }
    expect(distinct).toEqual([200, 200, 200]);
    const same = [];
    for (let index = 0; index < 3; index++) {
      same.push((await recover(t, '198.51.100.77')).statusCode);
    }
    expect(same).toEqual([200, 200, 429]);
    const { email, password, user } = await createUser(t);
    await postLogin(t, { username: email, password }, { 'x-forwarded-for': '203.0.113.99' });
    expect(await sessionIp(t, user.id)).toBe('203.0.113.99');
  });
});
