import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/api/src/db/embedded-postgres.ts';

/** The PostgreSQL the benchmark runs on: embedded under a fresh data directory, or BENCH_DATABASE_URL. */
export interface BenchDatabase {
  url: string;
  /** The data directory the app is started with (its embedded database lives there when not external). */
  dataDir: string;
  external: boolean;
  stop(): Promise<void>;
}

const quiet = { info: () => {}, warn: (message: string) => console.warn(message) };

/** A new data directory PostgreSQL (running as the postgres user under root) can reach. */
export async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'listkeeper-bench-'));
  await chmod(dir, 0o755);
  return dir;
}

/** Opens the benchmark database; an external one is emptied first, so it must be a throwaway database. */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const dataDir = await freshDataDir();
  const externalUrl = process.env.BENCH_DATABASE_URL;
  if (externalUrl) {
    await emptyDatabase(externalUrl);
    return { url: externalUrl, dataDir, external: true, stop: async () => {} };
  }
  const embedded = await startEmbeddedPostgres(dataDir, quiet);
  return { url: embedded.url, dataDir, external: false, stop: () => embedded.stop() };
}

async function emptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await client.query('DROP SCHEMA public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}
