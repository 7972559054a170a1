import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { HashWorkerPool } from '../src/auth/hash-worker-pool.ts';

const cheap = { memoryCost: 1024, timeCost: 1, parallelism: 1, algorithm: 2 };

describe('HashWorkerPool', () => {
  it('answers every call with its own result when calls queue behind busy threads', async () => {
    const stored = await hash('right-password', cheap);
    for (const size of [1, 2]) {
      const pool = new HashWorkerPool(size);
      const passwords = Array.from({ length: 9 }, (_, index) =>
        index % 3 === 0 ? 'right-password' : `wrong-${index}`,
      );
      const results = await Promise.all(
        passwords.map((password) => pool.run({ op: 'verify', storedHash: stored, password })),
      );
      expect(results).toEqual(passwords.map((password) => password === 'right-password'));
    }
  });

  it('hashes on its threads, and a bad call fails alone', async () => {
    const pool = new HashWorkerPool(1);
    const [made, broken, after] = await Promise.allSettled([
      pool.run({ op: 'hash', password: 'fresh-password', options: cheap }),
      pool.run({ op: 'verify', storedHash: 'not-a-hash', password: 'x' }),
      pool.run({ op: 'verify', storedHash: await hash('kept', cheap), password: 'kept' }),
    ]);
    expect(made.status === 'fulfilled' && String(made.value)).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(broken.status).toBe('rejected');
    expect(after).toEqual({ status: 'fulfilled', value: true });
  });
});
