import pino from 'pino';
import type { Config } from './config.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { loggerOptions } from './logger-options.ts';

/** A started server and the way to stop everything it started, in order. */
export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The rest of the server. Loading it takes about as long as PostgreSQL takes to start, and one is the
 * event loop's work while the other is another process's, so start-up does both at once.
 */
function loadServerModules() {
  return Promise.all([
    import('./app.ts'),
    import('./auth/password-hasher.ts'),
    import('./db/database.ts'),
    import('./db/migrate.ts'),
    import('./first-superuser.ts'),
  ]);
}

/**
 * Starts the database (embedded unless DATABASE_URL is set), migrates, seeds the first superuser and listens.
 * `stop` stops accepting, finishes requests in flight, closes the pool, then stops the embedded database.
 */
export async function startServer(config: Config): Promise<RunningServer> {
  const logger = pino(loggerOptions(config));
  let embedded: EmbeddedPostgres | undefined;
  const starting = config.DATABASE_URL
    ? undefined
    : startEmbeddedPostgres(config.DATA_DIR, {
        info: (message) => logger.info({ event: 'embedded_postgres' }, message),
        warn: (message) => logger.warn({ event: 'embedded_postgres' }, message),
      });
  const modules = loadServerModules();
  // Awaited below; until then a failure to load must not count as an unhandled rejection.
  modules.catch(() => {});
  try {
    embedded = await starting;
    const [{ buildApp }, { PasswordHasher }, { openDatabase }, { runMigrations }, { ensureFirstSuperuser }] =
      await modules;
    const url = config.DATABASE_URL ?? embedded?.url ?? '';
    await runMigrations(url);
    const database = openDatabase({
      url,
      maxConnections: config.DATABASE_POOL_MAX,
      onIdleError: (error) =>
        logger.warn({ event: 'database_connection_lost', message: error.message }, 'idle connection lost'),
    });
    const hasher = new PasswordHasher();
    await ensureFirstSuperuser(database.db, hasher, config, logger);
    // The dummy hash that unknown emails are checked against is made now, or the first such login would take a
    // hash longer than a wrong password does.
    await hasher.verifyDummy('warm-up');
    const app = await buildApp({ config, database, hasher, logger });
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    return {
      url: address,
      async stop() {
        await app.close();
        await database.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
