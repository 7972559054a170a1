// Floor (b): how many argon2id verifies a second this machine does at the production parameters, one worker
// per core, each verifying in a loop: the ceiling for logins, since every login is one verify.
import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { hash } from '@node-rs/argon2';
import { DEFAULT_HASH_PARAMETERS } from '../apps/api/src/auth/password-hasher.ts';
import type { ScenarioResult } from './lib/load.ts';
import { waitForQuiet } from './lib/quiet.ts';

const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { verifySync } = require(workerData.argon2);
const deadline = performance.now() + workerData.ms;
const durations = [];
while (performance.now() < deadline) {
  const started = performance.now();
  if (!verifySync(workerData.hash, workerData.password)) throw new Error('verify failed');
  durations.push(performance.now() - started);
}
parentPort.postMessage(durations);
`;

/** Verifies per second over all cores, and the time of one verify, measured for `seconds`. */
export async function measureVerifyRate(seconds: number): Promise<ScenarioResult> {
  const password = 'floor-password-1';
  const stored = await hash(password, { ...DEFAULT_HASH_PARAMETERS, algorithm: 2 });
  const argon2 = createRequire(import.meta.url).resolve('@node-rs/argon2');
  const workers = os.availableParallelism();
  const idle = await waitForQuiet();
  const perWorker = await Promise.all(
    Array.from(
      { length: workers },
      () =>
        new Promise<number[]>((resolve, reject) => {
          const worker = new Worker(workerSource, {
            eval: true,
            workerData: { argon2, hash: stored, password, ms: seconds * 1000 },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  // Each worker's rate is its verifies over its own busy time, so thread start-up is not counted against it.
  const rate = perWorker.reduce(
    (sum, times) => sum + times.length / (times.reduce((a, b) => a + b, 0) / 1000),
    0,
  );
  const durations = perWorker.flat().sort((a, b) => a - b);
  const at = (quantile: number) =>
    Math.round((durations[Math.floor(quantile * (durations.length - 1))] ?? 0) * 100) / 100;
  return {
    name: `floor-b: argon2id verify, ${workers} workers`,
    rps: Math.round(rate * 10) / 10,
    p50_ms: at(0.5),
    p99_ms: at(0.99),
    errors: 0,
    idle_before: idle,
  };
}
