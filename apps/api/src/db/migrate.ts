import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** Arbitrary constant naming this application's migration lock. */
const MIGRATION_LOCK_KEY = 727_401;

/** The committed SQL migrations; the same folder serves the sources and the build. */
export const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/** Applies pending migrations under a PostgreSQL advisory lock, so instances starting together take turns. */
export async function runMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
