import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAlive } from '../src/db/postgres-process.ts';
import { startMain } from './support/main-process.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'listkeeper-main-'));
  // As root, PostgreSQL runs as the postgres user, who must be able to enter the folder.
  await chmod(dataDir, 0o755);
});
afterAll(async () => {
  const pid = await postgresPid();
  if (pid && isAlive(pid)) {
    process.kill(pid, 'SIGKILL');
  }
  await rm(dataDir, { recursive: true, force: true });
});

async function postgresPid(): Promise<number | undefined> {
  const text = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => '');
  return Number(text.split('\n')[0]) || undefined;
}

async function waitUntilGone(pid: number): Promise<boolean> {
  for (let attempt = 0; attempt < 200 && isAlive(pid); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

async function login(url: string, username: string, password: string) {
  return fetch(`${url}/api/v1/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
}

describe('npm start on a fresh machine (the real main, embedded PostgreSQL)', () => {
  it('creates the database, migrates, creates the superuser with a printed password and serves the API and docs', async () => {
    const main = await startMain({ DATA_DIR: dataDir });
    try {
      const health = await fetch(`${main.url}/api/v1/utils/health-check/`);
      expect(await health.json()).toBe(true);
      expect((await fetch(`${main.url}/docs/`)).status).toBe(200);
      const password = /Password \(shown only now\): (\S+)/.exec(main.output())?.[1] ?? '';
      expect(password.length).toBeGreaterThanOrEqual(16);
      const response = await login(main.url, 'admin@example.com', password);
      expect(response.status).toBe(200);
      const { access_token } = (await response.json()) as { access_token: string };
      const me = await fetch(`${main.url}/api/v1/users/me`, {
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(await me.json()).toMatchObject({ email: 'admin@example.com', is_superuser: true });
      expect(main.output()).not.toContain(access_token);
    } finally {
      main.child.kill('SIGTERM');
      expect(await main.exited).toBe(0);
    }
    const pid = await postgresPid();
    expect(pid === undefined || (await waitUntilGone(pid))).toBe(true);
  });

  it('starts again on the same data directory without creating another superuser', async () => {
    const main = await startMain({ DATA_DIR: dataDir });
    try {
      expect(main.output()).not.toContain('First superuser created');
      expect((await fetch(`${main.url}/api/v1/utils/ready`)).status).toBe(200);
    } finally {
      main.child.kill('SIGTERM');
      await main.exited;
    }
  });

  it('reuses the database server left behind by a process killed with SIGKILL', async () => {
    const first = await startMain({ DATA_DIR: dataDir });
    first.child.kill('SIGKILL');
    await first.exited;
    const leftover = await postgresPid();
    expect(leftover && isAlive(leftover)).toBe(true);

    const second = await startMain({ DATA_DIR: dataDir });
    try {
      expect(second.output()).not.toMatch(/error/i);
      expect((await fetch(`${second.url}/api/v1/utils/ready`)).status).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
    expect(await waitUntilGone(leftover as number)).toBe(true);
  });

  it('refuses a second server on a data directory in use, and leaves the first one and its database running', async () => {
    const first = await startMain({ DATA_DIR: dataDir });
    try {
      await expect(startMain({ DATA_DIR: dataDir })).rejects.toThrow(
        new RegExp(`is in use by another server \\(pid ${first.child.pid}\\)`),
      );
      expect((await fetch(`${first.url}/api/v1/utils/ready`)).status).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    }
  });

  it('refuses to start with a bad setting and names the key', async () => {
    await expect(startMain({ DATA_DIR: dataDir, PORT: 'eighty' })).rejects.toThrow(/PORT/);
  });
});
