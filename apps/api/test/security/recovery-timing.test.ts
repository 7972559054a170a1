import { describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../support/factories.ts';
import { limitedCalls } from '../support/limited-calls.ts';
import { requestRecovery } from '../support/requests.ts';
import { useSmtpTestApp } from '../support/smtp-test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import { interleavedDurations, mediansOf, SUB_MS_SLACK_MS, similarMedians } from '../support/timing.ts';

let t: TestApp;
const smtp = useSmtpTestApp(
  (app) => {
    t = app;
  },
  { env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_AUTH_PER_MINUTE: '1000' } },
);

const answer = '{"message":"If that email is registered, we sent a password recovery link"}';

describe('recovery reveals nothing', () => {
  it('item 13: known, unknown and inactive addresses get identical answers in similar median time', async () => {
    const known = await createUser(t);
    const inactive = await createUser(t, { is_active: false });
    const unknownEmail = uniqueEmail();
    const requests = {
      known: () => requestRecovery(t, known.email),
      unknown: () => requestRecovery(t, unknownEmail),
      inactive: () => requestRecovery(t, inactive.email),
    };
    const answers = await Promise.all(Object.values(requests).map((send) => send()));
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(answer);
    }
    await t.deps.tasks.drain();
    // Only the known, active address got mail.
    expect(smtp.messages.map((message) => message.to)).toEqual([[known.email]]);

    const medians = mediansOf(await interleavedDurations(requests, { rounds: 150 }));
    console.info(`recovery medians (ms): ${JSON.stringify(medians)}`);
    expect(similarMedians(medians, 1.1, SUB_MS_SLACK_MS), JSON.stringify(medians)).toBe(true);
    await t.deps.tasks.drain();
  });

  it('item 13: the per-IP limit answers known and unknown addresses alike, and nothing limits per account', async () => {
    const known = await createUser(t);
    const recovery = limitedCalls(() => t).recovery;
    for (let index = 0; index < 1000; index++) {
      await recovery('198.51.100.40');
    }
    const forKnown = await requestRecovery(t, known.email, {}, '198.51.100.40');
    const forUnknown = await requestRecovery(t, uniqueEmail(), {}, '198.51.100.40');
    expect(forKnown.statusCode).toBe(429);
    expect(forKnown.body).toBe(forUnknown.body);
    // Many requests for one account from elsewhere all get the usual answer.
    for (let index = 0; index < 20; index++) {
      expect((await requestRecovery(t, known.email, {}, `198.51.100.${50 + index}`)).body).toBe(answer);
    }
    await t.deps.tasks.drain();
  });
});
