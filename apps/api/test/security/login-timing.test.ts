import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../support/factories.ts';
import { postLogin } from '../support/requests.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { interleavedDurations, mediansOf, spread } from '../support/timing.ts';

let t: TestApp;
beforeAll(async () => {
  // The wrong-password account must not lock during the trials: this measures the failure path itself.
  t = await createTestApp({ env: { LOGIN_LOCKOUT_THRESHOLD: '100000' } });
});
afterAll(() => t.close());

describe('login failures reveal nothing', () => {
  it('item 1: unknown email, wrong password and inactive account get the same status, body and median time (within 10%)', async () => {
    const active = await createUser(t);
    const inactive = await createUser(t, { is_active: false });
    const attempts = {
      unknownEmail: () => postLogin(t, { username: uniqueEmail(), password: active.password }),
      wrongPassword: () => postLogin(t, { username: active.email, password: `${active.password}x` }),
      inactiveAccount: () => postLogin(t, { username: inactive.email, password: inactive.password }),
    };
    const answers = await Promise.all(Object.values(attempts).map((attempt) => attempt()));
    for (const response of answers) {
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe('{"detail":"Incorrect email or password"}');
    }

    const medians = mediansOf(await interleavedDurations(attempts, { rounds: 150 }));
    console.info(`login failure medians (ms): ${JSON.stringify(medians)}`);
    expect(spread(medians), JSON.stringify(medians)).toBeLessThanOrEqual(1.1);
    // 465 hashes one after another: a few seconds here, far longer on a slower or busier machine.
  }, 300_000);
});
