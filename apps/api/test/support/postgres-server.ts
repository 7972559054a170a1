import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, chown, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { answers } from '../../src/db/postgres-client.ts';
import { findFreePort, loadPostgresBinaries, postgresRunAs } from '../../src/db/postgres-process.ts';
import { waitUntil } from './wait-until.ts';

/** A PostgreSQL server of the test's own, on a port that stays the same across stops and starts. */
export class PostgresServer {
  private child: ChildProcess | undefined;

  private constructor(
    private readonly root: string,
    readonly port: number,
  ) {}

  static async create(): Promise<PostgresServer> {
    const root = await mkdtemp(path.join(os.tmpdir(), 'listkeeper-pg-'));
    // As root, PostgreSQL runs as the postgres user, who must be able to enter the folder.
    await chmod(root, 0o755);
    const server = new PostgresServer(root, await findFreePort());
    const pgdata = server.pgdata;
    const runAs = await postgresRunAs();
    await mkdir(pgdata, { mode: 0o700 });
    if (runAs) {
      await chown(pgdata, runAs.uid, runAs.gid);
    }
    const { initdb } = await loadPostgresBinaries();
    await run(initdb, [
      `--pgdata=${pgdata}`,
      '--auth=trust',
      '--username=postgres',
      '--no-locale',
      '-E',
      'UTF8',
    ]);
    return server;
  }

  url(database = 'postgres', port = this.port): string {
    return `postgres://postgres@127.0.0.1:${port}/${database}`;
  }

  async start(): Promise<void> {
    const { postgres } = await loadPostgresBinaries();
    const runAs = await postgresRunAs();
    const args = ['-D', this.pgdata, '-p', String(this.port), '-c', 'listen_addresses=127.0.0.1'];
    this.child = spawn(postgres, [...args, '-c', 'unix_socket_directories='], {
      ...runAs,
      detached: true,
      stdio: 'ignore',
      env: { PATH: process.env.PATH, LC_ALL: 'C' },
    });
    await waitUntil('PostgreSQL to accept connections', () => answers(this.url()), { timeoutMs: 30_000 });
  }

  /** A fast shutdown (SIGINT), waiting until it has exited. */
  stop(): Promise<void> {
    return this.signal('SIGINT');
  }

  async remove(): Promise<void> {
    await this.signal('SIGKILL');
    await rm(this.root, { recursive: true, force: true });
  }

  private get pgdata(): string {
    return path.join(this.root, 'data');
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      return;
    }
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill(signal);
    });
  }
}

async function run(command: string, args: string[]): Promise<void> {
  const runAs = await postgresRunAs();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      ...runAs,
      stdio: 'ignore',
      env: { PATH: process.env.PATH, LC_ALL: 'C' },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}
