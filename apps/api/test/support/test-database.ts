import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { TEMPLATE_PREFIX, withDatabaseName } from './database-names.ts';

/** Clones the migrated template into a fresh database for one test file; returns its URL. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('adminUrl');
  const template = inject('templateDatabase');
  const run = template.slice(TEMPLATE_PREFIX.length);
  const name = `lk_test_${randomBytes(4).toString('hex')}_${run}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  return withDatabaseName(adminUrl, name);
}
