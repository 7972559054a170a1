import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useMainOnDataDir } from '../support/embedded-data-dir.ts';
import { startMain } from '../support/main-process.ts';
import { waitUntil } from '../support/wait-until.ts';

const fault = useMainOnDataDir();

/** A login on a connection of its own (no keep-alive reuse), resolving to the status. */
function loginOnNewConnection(url: string): Promise<number> {
  const body = new URLSearchParams({
    username: 'nobody@example.com',
    password: 'not-the-password',
  }).toString();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${url}/api/v1/login/access-token`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Whether a new TCP connection to the server is refused. */
function refused(url: string): Promise<boolean> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

const postgresLog = () => readFile(path.join(fault.data.dir, 'postgres.log'), 'utf8').catch(() => '');

describe('SIGTERM', () => {
  it('item 32: stops accepting, finishes the requests in flight, closes the pool, then stops the embedded database cleanly', async () => {
    fault.main = await startMain({ DATA_DIR: fault.data.dir, RATE_LIMIT_AUTH_PER_MINUTE: '20' });
    const url = fault.main.url;
    const logBefore = (await postgresLog()).length;
    // Fifty logins from one address: the per-IP limit (40 per two minutes here) answers ten at once with 429,
    // which proves the server has received all fifty; the forty it counted queue behind the password hasher.
    let limited = 0;
    let answered = 0;
    const inFlight = Array.from({ length: 50 }, () =>
      loginOnNewConnection(url).then((status) => {
        limited += status === 429 ? 1 : 0;
        answered += 1;
        return status;
      }),
    );
    await waitUntil('ten 429 answers', () => limited === 10, { timeoutMs: 20_000, intervalMs: 2 });
    fault.main.child.kill('SIGTERM');
    await waitUntil('new connections to be refused', () => refused(url), { timeoutMs: 5000, intervalMs: 2 });
    const answeredWhenRefusing = answered;
    const statuses = await Promise.all(inFlight);
    expect(answeredWhenRefusing).toBeLessThan(50);
    expect(statuses.filter((status) => status === 400)).toHaveLength(40);
    expect(await fault.main.exited).toBe(0);
    fault.main = undefined;

    const shutdownLog = (await postgresLog()).slice(logBefore);
    expect(shutdownLog).toContain('database system is shut down');
    // The pool was closed first: PostgreSQL had no client connection left to terminate.
    expect(shutdownLog).not.toContain('terminating connection due to administrator command');
    expect(await fault.data.server()).toBeUndefined();

    // The next start finds a cleanly stopped database: no crash recovery.
    const logBeforeRestart = (await postgresLog()).length;
    fault.main = await startMain({ DATA_DIR: fault.data.dir });
    expect((await postgresLog()).slice(logBeforeRestart)).not.toMatch(
      /not properly shut down|automatic recovery/,
    );
    fault.main.child.kill('SIGTERM');
    expect(await fault.main.exited).toBe(0);
    fault.main = undefined;
  }, 90_000);
});
