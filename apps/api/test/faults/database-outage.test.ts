import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/db/migrate.ts';
import { createSignedInUser, type SignedInUser } from '../support/factories.ts';
import { PostgresServer } from '../support/postgres-server.ts';
import { getMe } from '../support/requests.ts';
import { TcpProxy } from '../support/tcp-proxy.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { waitUntil } from '../support/wait-until.ts';

let server: PostgresServer;
beforeAll(async () => {
  server = await PostgresServer.create();
  await server.start();
  const admin = new pg.Client({ connectionString: server.url() });
  await admin.connect();
  await admin.query('CREATE DATABASE listkeeper');
  await admin.end();
  await runMigrations(server.url('listkeeper'));
});
afterAll(() => server?.remove());

/** Runs a request and returns its answer with how long it took (ms). */
async function timed<T>(send: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await send();
  return { answer, ms: performance.now() - started };
}

/** While the database cannot be reached: 503s within a few seconds, and the readiness probe says so within 2 s. */
async function expectUnavailable(t: TestApp, user: SignedInUser): Promise<void> {
  const me = await timed(() => getMe(t, user.headers));
  expect(me.answer.statusCode).toBe(503);
  expect(me.answer.json()).toEqual({ detail: 'Service temporarily unavailable' });
  expect(me.answer.headers['retry-after']).toBe('5');
  expect(me.ms).toBeLessThan(6000);
  const write = await timed(() =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users/signup',
      payload: { email: 'x@example.com', password: 'Zq9-outage-pass' },
    }),
  );
  expect(write.answer.statusCode).toBe(503);
  expect(write.ms).toBeLessThan(6000);
  const ready = await timed(() => t.app.inject({ method: 'GET', url: '/api/v1/utils/ready' }));
  expect(ready.answer.statusCode).toBe(503);
  expect(ready.answer.json()).toEqual({ status: 'unavailable' });
  expect(ready.ms).toBeLessThan(2500);
}

/** Once the database is back, the same app serves again by itself. */
async function expectRecovered(t: TestApp, user: SignedInUser): Promise<void> {
  await waitUntil('the app to serve again', async () => (await getMe(t, user.headers)).statusCode === 200, {
    timeoutMs: 15_000,
    intervalMs: 100,
  });
  expect((await t.app.inject({ method: 'GET', url: '/api/v1/utils/ready' })).json()).toEqual({
    status: 'ok',
  });
}

describe('database unreachable', () => {
  it.each(['cut', 'hang'] as const)(
    'item 30: with the link %s, requests fail fast with 503 and the app recovers when it is back',
    async (mode) => {
      const proxy = new TcpProxy(server.port);
      await proxy.start();
      const t = await createTestApp({ databaseUrl: server.url('listkeeper', proxy.port) });
      try {
        const user = await createSignedInUser(t);
        expect((await getMe(t, user.headers)).statusCode).toBe(200);
        proxy[mode]();
        await expectUnavailable(t, user);
        await expectUnavailable(t, user);
        proxy.restore();
        await expectRecovered(t, user);
        expect(t.logs.events('database_unavailable').length).toBeGreaterThan(0);
      } finally {
        await t.close();
        await proxy.close();
      }
    },
  );

  it('item 30: PostgreSQL stopped and started again on its port: 503 meanwhile, then the app serves again', async () => {
    const t = await createTestApp({ databaseUrl: server.url('listkeeper') });
    try {
      const user = await createSignedInUser(t);
      await server.stop();
      await expectUnavailable(t, user);
      await server.start();
      await expectRecovered(t, user);
    } finally {
      await t.close();
    }
  });
});
