import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdir, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { claimDataDir } from './data-dir-lock.ts';
import { answers, ensureDatabase } from './postgres-client.ts';
import {
  findFreePort,
  findRunningServer,
  loadPostgresBinaries,
  type PostgresBinaries,
  postgresRunAs,
  type RunAs,
  stopChild,
  stopPid,
} from './postgres-process.ts';

/** A PostgreSQL server running under the data directory, owned by this process. */
export interface EmbeddedPostgres {
  /** Connection string of the application database. */
  url: string;
  /** Connection string of the maintenance database, for creating other databases. */
  adminUrl: string;
  /** Stops the server cleanly (fast shutdown: open transactions roll back, data is flushed). */
  stop(): Promise<void>;
}

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

const APP_DATABASE = 'listkeeper';
const READY_TIMEOUT_MS = 60_000;

/**
 * Starts (initialising on first use) a PostgreSQL server whose files live in `<dataDir>/postgres`,
 * listening on a free loopback port with a generated password kept in `<dataDir>/postgres-password`.
 * A server left running by a previous process that died is adopted when it answers, else stopped; a directory
 * another live server is using is refused (`DataDirInUseError`).
 */
export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedPostgres> {
  const root = path.resolve(dataDir);
  await mkdir(root, { recursive: true });
  const release = await claimDataDir(root);
  try {
    const server = await startOnClaimedDir(root, log);
    return handle(server.url, server.adminUrl, async () => {
      await server.stop();
      await release();
    });
  } catch (error) {
    await release();
    throw error;
  }
}

async function startOnClaimedDir(root: string, log: Logger): Promise<EmbeddedPostgres> {
  const pgdata = path.join(root, 'postgres');
  const binaries = await loadPostgresBinaries();
  const runAs = await postgresRunAs();
  const password = await ensureCluster(binaries, root, pgdata, runAs, log);
  const urlFor = (port: number, database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

  const leftover = await findRunningServer(path.join(pgdata, 'postmaster.pid'));
  if (leftover && (await answers(urlFor(leftover.port, 'postgres')))) {
    log.info(`Reusing the PostgreSQL server left running on port ${leftover.port}`);
    await ensureDatabase(urlFor(leftover.port, 'postgres'), APP_DATABASE);
    return {
      url: urlFor(leftover.port, APP_DATABASE),
      adminUrl: urlFor(leftover.port, 'postgres'),
      stop: () => stopPid(leftover.pid),
    };
  }
  if (leftover) {
    log.warn(`Stopping an unresponsive PostgreSQL server (pid ${leftover.pid}) left on ${pgdata}`);
    await stopPid(leftover.pid);
  }
  await rm(path.join(pgdata, 'postmaster.pid'), { force: true });

  const port = await findFreePort();
  const child = await spawnServer(binaries, pgdata, port, runAs, path.join(root, 'postgres.log'));
  await waitUntilReady(child, urlFor(port, 'postgres'), path.join(root, 'postgres.log'));
  await ensureDatabase(urlFor(port, 'postgres'), APP_DATABASE);
  log.info(`Embedded PostgreSQL ready on 127.0.0.1:${port} (data in ${pgdata})`);
  return {
    url: urlFor(port, APP_DATABASE),
    adminUrl: urlFor(port, 'postgres'),
    stop: () => stopChild(child),
  };
}

function handle(url: string, adminUrl: string, stop: () => Promise<void>): EmbeddedPostgres {
  let stopping: Promise<void> | undefined;
  return { url, adminUrl, stop: () => (stopping ??= stop()) };
}

async function ensureCluster(
  binaries: PostgresBinaries,
  root: string,
  pgdata: string,
  runAs: RunAs | undefined,
  log: Logger,
): Promise<string> {
  const passwordFile = path.join(root, 'postgres-password');
  const initialised = await stat(path.join(pgdata, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (initialised) {
    return (
      await readFile(passwordFile, 'utf8').catch(() => {
        throw new Error(`${passwordFile} is missing: the database in ${pgdata} cannot be opened without it.`);
      })
    ).trim();
  }
  log.info(`Creating a PostgreSQL cluster in ${pgdata}`);
  const password = randomBytes(24).toString('base64url');
  await rm(pgdata, { recursive: true, force: true });
  await mkdir(pgdata, { mode: 0o700 });
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  const initdbPasswordFile = path.join(root, '.initdb-password');
  await writeFile(initdbPasswordFile, `${password}\n`, { mode: 0o600 });
  if (runAs) {
    await chown(pgdata, runAs.uid, runAs.gid);
    await chown(initdbPasswordFile, runAs.uid, runAs.gid);
  }
  try {
    await run(
      binaries.initdb,
      [
        `--pgdata=${pgdata}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${initdbPasswordFile}`,
        '--encoding=UTF8',
        '--no-locale',
      ],
      runAs,
    );
  } catch (error) {
    await rm(pgdata, { recursive: true, force: true });
    const hint = runAs
      ? ` PostgreSQL runs as the 'postgres' user here; it must be able to reach ${root} (choose another DATA_DIR, or set DATABASE_URL).`
      : '';
    throw new Error(`Could not initialise PostgreSQL in ${pgdata}: ${(error as Error).message}${hint}`);
  } finally {
    await rm(initdbPasswordFile, { force: true });
  }
  return password;
}

function run(command: string, args: string[], runAs: RunAs | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...runAs, stdio: ['ignore', 'pipe', 'pipe'], env: childEnv() });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(output.trim().split('\n').slice(-3).join(' '))),
    );
  });
}

function childEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, LC_ALL: 'C', LANG: 'C' };
}

async function spawnServer(
  binaries: PostgresBinaries,
  pgdata: string,
  port: number,
  runAs: RunAs | undefined,
  logPath: string,
): Promise<ChildProcess> {
  const logFile = await open(logPath, 'a');
  if (runAs) {
    await chown(logPath, runAs.uid, runAs.gid);
  }
  try {
    const child = spawn(
      binaries.postgres,
      [
        '-D',
        pgdata,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
      ],
      // Its own process group, so a Ctrl-C in the terminal reaches only us and we stop it after draining.
      { ...runAs, detached: true, stdio: ['ignore', logFile.fd, logFile.fd], env: childEnv() },
    );
    child.unref();
    return child;
  } finally {
    await logFile.close();
  }
}

async function waitUntilReady(child: ChildProcess, url: string, logPath: string): Promise<void> {
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) {
      const log = await readFile(logPath, 'utf8').catch(() => '');
      throw new Error(`PostgreSQL exited at start: ${log.trim().split('\n').slice(-3).join(' ')}`);
    }
    if (await answers(url)) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s; see ${logPath}`,
  );
}
