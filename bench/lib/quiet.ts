import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

function cpuTimes(): { idle: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
}

/** The share of all cores' time that was idle over the next `ms` milliseconds (1 where /proc is missing). */
export async function idleShare(ms: number): Promise<number> {
  try {
    const before = cpuTimes();
    await sleep(ms);
    const after = cpuTimes();
    return (after.idle - before.idle) / Math.max(1, after.total - before.total);
  } catch {
    return 1;
  }
}

let waitedMs = 0;

/**
 * Waits until the machine is idle (at least `minIdle` of the cores' time) before a measurement, so another
 * program's burst does not land in one scenario's figures; gives up after `maxMs` for this call and 60 s in
 * all. Returns the idle share last seen, which the report keeps.
 */
export async function waitForQuiet(minIdle = 0.9, maxMs = 15_000): Promise<number> {
  const started = performance.now();
  let idle = await idleShare(300);
  while (idle < minIdle && performance.now() - started < maxMs && waitedMs < 60_000) {
    idle = await idleShare(500);
    waitedMs += 500;
  }
  return Math.round(idle * 100) / 100;
}

/** How long the run has waited for quiet so far, in seconds. */
export const quietWaitSeconds = () => Math.round(waitedMs / 100) / 10;
