import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { waitUntilServing } from './server-process.ts';

/** Waits until no process of the group is left (the server stops its database after npm has gone). */
async function groupGone(groupId: number): Promise<void> {
  for (let waited = 0; waited < 30_000; waited += 50) {
    try {
      process.kill(-groupId, 0);
    } catch {
      return;
    }
    await sleep(50);
  }
}

/**
 * Time from `npm start` to the first answered request that needs the database, on a data directory that
 * already holds a migrated, seeded database (and, when embedded, a stopped PostgreSQL cluster).
 */
export async function measureSecondStart(root: string, env: NodeJS.ProcessEnv, url: string): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd: root, env, stdio: 'ignore', detached: true });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitUntilServing(`${url}/api/v1/utils/ready`, 30_000, child);
    return performance.now() - started;
  } finally {
    if (child.pid && child.exitCode === null) {
      // npm and the server it started share the process group; SIGTERM lets the server stop its database.
      process.kill(-child.pid, 'SIGTERM');
      await exited;
      await groupGone(child.pid);
    }
  }
}
