import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LimitedCall, limitedCalls } from '../support/limited-calls.ts';
import { RedisServer } from '../support/redis-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { waitUntil } from '../support/wait-until.ts';

const redis = new RedisServer();
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  await redis.start();
  const env = { RATE_LIMIT_ENABLED: 'true', REDIS_URL: redis.url };
  first = await createTestApp({ env });
  second = await createTestApp({ env });
  // Until its connection is up an instance lets requests through (fail open), so wait for both.
  const client = redis.client();
  await client.connect();
  const clients = async () => ((await client.client('LIST')) as string).trim().split('\n').length;
  await waitUntil('both instances to connect to Redis', async () => (await clients()) >= 3);
  client.disconnect();
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await redis.stop();
});

describe('per-IP limits in Redis', () => {
  it('item 3: two instances sharing one Redis share the counter, and the 429 is the same', async () => {
    const one = limitedCalls(() => first).signup;
    const other = limitedCalls(() => second).signup;
    const statuses = [];
    for (let index = 0; index < 10; index++) {
      const send: LimitedCall = index % 2 === 0 ? one : other;
      statuses.push((await send('198.51.100.30')).statusCode);
    }
    expect(statuses.every((status) => status === 422)).toBe(true);
    for (const send of [one, other]) {
      const refused = await send('198.51.100.30');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: 'Too many requests, please try again later.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const client = redis.client();
    await client.connect();
    expect((await client.keys('listkeeper-rate-limit:*')).join('\n')).toContain('198.51.100.30');
    client.disconnect();
  });

  it('item 3: login counts twenty per two minutes across both instances', async () => {
    const calls = [limitedCalls(() => first).login, limitedCalls(() => second).login];
    const statuses = [];
    for (let index = 0; index < 21; index++) {
      statuses.push((await (calls[index % 2] as LimitedCall)('198.51.100.31')).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('item 3: when Redis fails, requests are let through (fail open) and the failure is logged', async () => {
    await redis.stop();
    const response = await limitedCalls(() => first).recovery('198.51.100.32');
    expect(response.statusCode).toBe(200);
    await expect.poll(() => first.logs.events('redis_error').length, { timeout: 5000 }).toBeGreaterThan(0);
  });
});
