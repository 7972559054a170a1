import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

/** The typed query builder over the connection pool. */
export type Db = NodePgDatabase<typeof schema>;

/** An open transaction; repositories that may run inside one accept `Db | DbTransaction`. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Anything a repository can run queries on. */
export type Queryable = Db | DbTransaction;

/** The application's connection pool and the query builder over it. */
export interface Database {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

interface DatabaseOptions {
  url: string;
  maxConnections: number;
  onIdleError?: (error: Error) => void;
}

/**
 * Opens a pool that fails fast when the server is unreachable (2 s to connect, 5 s for an answer), so requests
 * answer 503 instead of hanging.
 */
export function openDatabase({ url, maxConnections, onIdleError }: DatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
    // A connection that went silent (a network partition keeps it open) must not hold a request for long.
    query_timeout: 5000,
    application_name: 'listkeeper',
  });
  // A server restart breaks idle connections; the pool drops them and we must not crash.
  pool.on('error', (error) => onIdleError?.(error));
  // pool.end() resolves once it has asked every connection to close, not when they have: count them out, so
  // that an embedded server stopped right after finds no client left to terminate.
  let open = 0;
  let allClosed: (() => void) | undefined;
  pool.on('connect', () => {
    open++;
  });
  pool.on('remove', () => {
    open--;
    if (open === 0) {
      allClosed?.();
    }
  });
  let closing: Promise<void> | undefined;
  const close = async () => {
    const closed = new Promise<void>((resolve) => {
      allClosed = resolve;
    });
    await pool.end();
    if (open > 0) {
      await closed;
    }
  };
  return {
    pool,
    db: drizzle(pool, { schema }),
    close: () => (closing ??= close()),
  };
}
