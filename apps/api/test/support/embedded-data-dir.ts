import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { isAlive, waitForExit } from '../../src/db/postgres-process.ts';
import type { MainProcess } from './main-process.ts';

/** A temporary DATA_DIR for the real main, with a look at the embedded PostgreSQL it starts there. */
export class EmbeddedDataDir {
  private constructor(readonly dir: string) {}

  static async create(): Promise<EmbeddedDataDir> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'listkeeper-fault-'));
    // As root, PostgreSQL runs as the postgres user, who must be able to enter the folder.
    await chmod(dir, 0o755);
    return new EmbeddedDataDir(dir);
  }

  /** The running server's pid and port, from its lock file. */
  async server(): Promise<{ pid: number; port: number } | undefined> {
    const lines = (
      await readFile(path.join(this.dir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => '')
    ).split('\n');
    const pid = Number(lines[0]);
    return pid > 0 && isAlive(pid) ? { pid, port: Number(lines[3]) } : undefined;
  }

  /** A client of the application database, to check what survived. */
  async client(): Promise<pg.Client> {
    const server = await this.server();
    if (!server) {
      throw new Error('the embedded PostgreSQL is not running');
    }
    const password = (await readFile(path.join(this.dir, 'postgres-password'), 'utf8')).trim();
    const client = new pg.Client({
      connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${server.port}/listkeeper`,
    });
    await client.connect();
    return client;
  }

  /** Kills the server with SIGKILL: the postmaster and every backend (its process group), as a crash would. */
  async killServer(): Promise<void> {
    const server = await this.server();
    if (server) {
      process.kill(-server.pid, 'SIGKILL');
      await waitForExit(server.pid, 10_000);
    }
  }

  /** Stops whatever still runs and removes the folder. */
  async remove(): Promise<void> {
    await this.killServer().catch(() => {});
    await rm(this.dir, { recursive: true, force: true });
  }
}

/** The real main a fault test runs, and the data folder it runs on. */
export interface MainOnDataDir {
  data: EmbeddedDataDir;
  main: MainProcess | undefined;
}

/**
 * Registers hooks that make a data folder before the file's tests and, after them, kill the main still
 * running (if any), its PostgreSQL, and remove the folder.
 */
export function useMainOnDataDir(): MainOnDataDir {
  const context = {} as MainOnDataDir;
  beforeAll(async () => {
    context.data = await EmbeddedDataDir.create();
  });
  afterAll(async () => {
    context.main?.child.kill('SIGKILL');
    await context.main?.exited;
    await context.data?.remove();
  });
  return context;
}
