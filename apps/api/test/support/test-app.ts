import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../../src/app.ts';
import type { AppDeps } from '../../src/app-deps.ts';
import { type Config, parseConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/database.ts';
import type { MailTransport } from '../../src/mail/message.ts';
import { LogCapture } from './log-capture.ts';
import { TestClock } from './test-clock.ts';
import { createTestDatabase } from './test-database.ts';

/** A server built exactly as in production, on its own database, with a movable clock and captured logs. */
export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  clock: TestClock;
  logs: LogCapture;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  mailTransport?: MailTransport;
  databaseUrl?: string;
  /** Extra routes for a test, added before the app is ready. */
  extraRoutes?: (app: FastifyInstance) => void;
}

/** The environment every test app starts from; rate limits are off unless a test turns them on. */
export async function testConfig(env: Record<string, string> = {}): Promise<Config> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'listkeeper-test-data-'));
  return parseConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    RATE_LIMIT_ENABLED: 'false',
    FRONTEND_HOST: 'http://app.test',
    PROJECT_NAME: 'Listkeeper',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
}

/** Builds a test app on a fresh database (or the one given, to share it between two apps). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = await testConfig(options.env);
  const database = openDatabase({
    url: options.databaseUrl ?? (await createTestDatabase()),
    maxConnections: 5,
  });
  const clock = new TestClock();
  const logs = new LogCapture();
  const app = await buildApp({
    config,
    database,
    clock: () => clock.now(),
    mailTransport: options.mailTransport,
    logger: pino({ level: 'info' }, logs.stream),
  });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    deps: app.deps,
    database,
    clock,
    logs,
    async close() {
      await app.close();
      await database.close();
      await rm(config.DATA_DIR, { recursive: true, force: true });
    },
  };
}
