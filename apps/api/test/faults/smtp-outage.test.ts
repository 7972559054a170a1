import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../src/db/postgres-process.ts';
import { createUser } from '../support/factories.ts';
import { requestRecovery } from '../support/requests.ts';
import { SmtpCatcher } from '../support/smtp-catcher.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { interleavedDurations, mediansOf, SUB_MS_SLACK_MS, similarMedians } from '../support/timing.ts';

const answer = '{"message":"If that email is registered, we sent a password recovery link"}';
const working = new SmtpCatcher();
const hangingAfterData = new SmtpCatcher();
// Accepts connections and never says a word.
const silent = net.createServer(() => {});
const apps: Record<'up' | 'down' | 'silent' | 'hanging', TestApp | undefined> = {
  up: undefined,
  down: undefined,
  silent: undefined,
  hanging: undefined,
};
const smtpAt = (port: number) => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(port),
  SMTP_TLS: 'false',
  SMTP_SSL: 'false',
  SMTP_TIMEOUT_SECONDS: '1',
});

beforeAll(async () => {
  hangingAfterData.mode = 'hang';
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  apps.up = await createTestApp({ env: { ...(await working.env()), SMTP_TIMEOUT_SECONDS: '1' } });
  apps.down = await createTestApp({ env: smtpAt(await findFreePort()) });
  apps.silent = await createTestApp({ env: smtpAt((silent.address() as net.AddressInfo).port) });
  apps.hanging = await createTestApp({
    env: { ...(await hangingAfterData.env()), SMTP_TIMEOUT_SECONDS: '1' },
  });
});
afterAll(async () => {
  await Promise.all(Object.values(apps).map((app) => app?.close()));
  await Promise.all([
    working.stop(),
    hangingAfterData.stop(),
    new Promise((resolve) => silent.close(resolve)),
  ]);
});

describe('SMTP down or hanging', () => {
  it('item 31: recovery answers the same 200 in the same median time, and the failure is logged without the token', async () => {
    const users = Object.fromEntries(
      await Promise.all(
        Object.entries(apps).map(async ([name, app]) => [name, await createUser(app as TestApp)] as const),
      ),
    );
    const requests = Object.fromEntries(
      Object.entries(apps).map(([name, app]) => [
        name,
        () => requestRecovery(app as TestApp, users[name]?.email ?? ''),
      ]),
    ) as Record<keyof typeof apps, () => ReturnType<typeof requestRecovery>>;
    for (const send of Object.values(requests)) {
      const response = await send();
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(answer);
    }
    const medians = mediansOf(await interleavedDurations(requests, { rounds: 100 }));
    console.info(`recovery medians by SMTP state (ms): ${JSON.stringify(medians)}`);
    expect(similarMedians(medians, 1.1, SUB_MS_SLACK_MS), JSON.stringify(medians)).toBe(true);

    await working.waitFor(1);
    for (const name of ['down', 'silent', 'hanging'] as const) {
      const app = apps[name] as TestApp;
      await expect
        .poll(() => app.logs.events('mail_send_failed').length, { timeout: 10_000 })
        .toBeGreaterThan(0);
      const text = app.logs.text();
      expect(text).not.toMatch(/token=|reset-password\?/);
      expect(text).not.toContain(users[name]?.email);
      expect(app.logs.events('mail_send_failed')[0]).toMatchObject({ kind: 'password-recovery' });
    }
  }, 90_000);
});
