import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../support/factories.ts';
import { postLogin } from '../support/requests.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MIB = 1024 * 1024;
// One argon2id call holds 19 MiB (m=19456 KiB) while it runs.
const HASH_MEMORY = 19 * MIB;

describe('a burst of logins', () => {
  it('item 6: 50 parallel logins all get answers while hashing memory stays bounded by the cores', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser(t)));
    // Warm the hashing threads so their start-up is not counted as load.
    await postLogin(t, { username: uniqueEmail(), password: 'warm-up-password' });
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 2);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const user = users[index % users.length] as (typeof users)[number];
        const password = index % 3 === 0 ? `${user.password}-wrong` : user.password;
        const username = index % 5 === 4 ? uniqueEmail() : user.email;
        return postLogin(t, { username, password });
      }),
    );
    clearInterval(sampler);
    await t.deps.tasks.drain();

    const statuses = answers.map((response) => response.statusCode);
    expect(statuses).toHaveLength(50);
    expect(statuses.every((status) => status === 200 || status === 400)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    // Unbounded, 50 hashes at once would hold 950 MiB; bounded, a few per core.
    const grown = peak - before;
    expect(grown, `RSS grew ${(grown / MIB).toFixed(0)} MiB`).toBeLessThan(
      (os.availableParallelism() + 8) * HASH_MEMORY,
    );
  });
});
