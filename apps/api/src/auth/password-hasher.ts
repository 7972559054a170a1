import { randomBytes } from 'node:crypto';
import { parseOptions } from '@node-rs/argon2';
import { type HashWorkerPool, sharedHashWorkerPool } from './hash-worker-pool.ts';

/** argon2id cost parameters (memory in KiB). */
export interface HashParameters {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id recommendation: 19 MiB, two passes, one lane. */
export const DEFAULT_HASH_PARAMETERS: HashParameters = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

const ARGON2ID = 2;

/** The outcome of checking a password against a stored hash. */
export interface VerifyResult {
  valid: boolean;
  /** The hash was made with weaker parameters than today's and should be replaced. */
  needsRehash: boolean;
}

/**
 * Hashes and verifies passwords with argon2id off the event loop, on one low-priority thread per core. At most
 * one hash per core runs at a time, so a burst of logins queues instead of allocating 19 MiB per request at once,
 * and hashing takes only the processor time the event loop and the database leave idle.
 */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly parameters: HashParameters = DEFAULT_HASH_PARAMETERS,
    private readonly pool: HashWorkerPool = sharedHashWorkerPool(),
  ) {}

  async hash(password: string): Promise<string> {
    return String(
      await this.pool.run({ op: 'hash', password, options: { ...this.parameters, algorithm: ARGON2ID } }),
    );
  }

  async verify(storedHash: string, password: string): Promise<VerifyResult> {
    const valid = await this.pool.run({ op: 'verify', storedHash, password }).then(
      (result) => result === true,
      () => false,
    );
    return { valid, needsRehash: valid && this.isWeaker(storedHash) };
  }

  /** Spends the same time as a real verify, for unknown accounts, so timing does not tell who exists. */
  async verifyDummy(password: string): Promise<void> {
    this.dummyHash ??= this.hash(randomBytes(16).toString('hex'));
    await this.verify(await this.dummyHash, password);
  }

  private isWeaker(storedHash: string): boolean {
    try {
      const used = parseOptions(storedHash);
      return (
        used.algorithm !== ARGON2ID ||
        used.memoryCost < this.parameters.memoryCost ||
        used.timeCost < this.parameters.timeCost ||
        used.parallelism < this.parameters.parallelism
      );
    } catch {
      return true;
    }
  }
}
