import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../src/db/embedded-postgres.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { TEMPLATE_PREFIX, withDatabaseName } from './database-names.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the run: the external server in TEST_DATABASE_URL, or an embedded one in a temporary
 * folder. The schema is migrated once into a template; each test file clones it into a database of its own.
 */
export default async function setup(project: TestProject) {
  const quiet = { info: () => {}, warn: (message: string) => console.warn(message) };
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'listkeeper-test-db-'));
    // Run as root, PostgreSQL runs as the postgres user, who must be able to enter the folder.
    await chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres(dataDir, quiet);
    adminUrl = embedded.adminUrl;
  }
  const templateDatabase = `${TEMPLATE_PREFIX}${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${templateDatabase}`);
  await runMigrations(withDatabaseName(adminUrl, templateDatabase));
  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    const run = templateDatabase.slice(TEMPLATE_PREFIX.length);
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'lk_test_%' AND datname LIKE $1",
      [`%${run}%`],
    );
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await admin.end();
    await embedded?.stop();
    if (dataDir) {
      await rm(dataDir, { recursive: true, force: true });
    }
  };
}
