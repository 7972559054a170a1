/** Prefix of the migrated template database a test run creates. */
export const TEMPLATE_PREFIX = 'lk_test_template_';

/** The same connection string pointing at another database. */
export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
