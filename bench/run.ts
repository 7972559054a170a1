// `npm run bench`: the production server on a fresh seeded database, driven over loopback with autocannon,
// held against two floors; writes bench/results/latest.json and exits non-zero when a budget fails.
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../apps/api/src/db/postgres-process.ts';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { measureVerifyRate } from './floor-argon2.ts';
import { logIn, ownerIds, signInUsers } from './lib/accounts.ts';
import {
  type ApiScenarioContext,
  runLoginScenarios,
  runReadWriteScenarios,
  runWebScenarios,
} from './lib/api-scenarios.ts';
import { checkBudgets } from './lib/budgets.ts';
import { openBenchDatabase } from './lib/database.ts';
import { quietWaitSeconds } from './lib/quiet.ts';
import { describeMachine, markdownTables, type Report, writeReport } from './lib/report.ts';
import { seed } from './lib/seed.ts';
import { startServer } from './lib/server-process.ts';
import { measureSecondStart } from './lib/startup.ts';
import { measureWebSizes } from './lib/web-sizes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDist = path.join(root, 'apps/web/dist');
const duration = Number(process.env.BENCH_DURATION ?? 8);
const poolMax = process.env.DATABASE_POOL_MAX ?? '10';
const admin = { email: 'admin@bench.example.com', password: 'bench-admin-password-9c1e' };
/** The Node flags `npm start` runs the server with (package.json's start script), so the bench runs the same. */
const startFlags = (): string[] =>
  (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start as string)
    .split(/\s+/)
    .filter((word) => word.startsWith('--'));
const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);

const startedAt = performance.now();
buildIfStale({ log });
const database = await openBenchDatabase();
log(`database: ${database.external ? 'external (BENCH_DATABASE_URL)' : `embedded in ${database.dataDir}`}`);

const appEnv = (port: number, withUrl: boolean): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ENABLED: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: database.dataDir,
    DATABASE_POOL_MAX: poolMax,
    FIRST_SUPERUSER: admin.email,
    FIRST_SUPERUSER_PASSWORD: admin.password,
  };
  delete env.DATABASE_URL;
  return withUrl || database.external ? { ...env, DATABASE_URL: database.url } : env;
};

const port = await findFreePort();
const app = await startServer({
  command: process.execPath,
  args: [...startFlags(), path.join(root, 'apps/api/dist/main.js')],
  env: appEnv(port, true),
  url: `http://127.0.0.1:${port}`,
  readyPath: '/api/v1/utils/ready',
  timeoutMs: 60_000,
});
const floorPort = await findFreePort();
const floor = await startServer({
  command: process.execPath,
  args: ['--import', 'tsx', path.join(root, 'bench/floor-server.ts')],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: poolMax,
    PORT: String(floorPort),
  },
  url: `http://127.0.0.1:${floorPort}`,
  readyPath: '/ready',
  timeoutMs: 30_000,
});

let exitCode = 1;
try {
  await seed(database.url);
  log('seeded 1000 users x 50 items');
  const readers = await signInUsers(app.url, 1, 16);
  const context: ApiScenarioContext = {
    baseUrl: app.url,
    floorUrl: floor.url,
    duration,
    readers,
    readerOwnerIds: await ownerIds(app.url, readers),
    creators: await signInUsers(app.url, 17, 8),
    updaters: await signInUsers(app.url, 25, 8),
    admin: await logIn(app.url, admin.email, admin.password),
  };
  const rssByPhase: Record<string, number> = {};
  const scenarios = await runReadWriteScenarios(context);
  rssByPhase['reads and writes'] = app.peakRssMb();
  await floor.stop();
  const listHalf = scenarios.find((s) => s.name === 'items-list @50%')?.target_rps ?? 1;
  const measureFloor = () => measureVerifyRate(Math.max(3, duration / 2));
  scenarios.push(...(await runLoginScenarios(context, measureFloor, listHalf)));
  rssByPhase.logins = app.peakRssMb();
  const asset = readdirSync(path.join(webDist, 'assets')).find((file) => /^index-.*\.js$/.test(file));
  scenarios.push(...(await runWebScenarios(context, `/assets/${asset}`)));
  rssByPhase.web = app.peakRssMb();
  for (const s of scenarios)
    log(`${s.name}: ${s.rps}/s p50 ${s.p50_ms} ms p99 ${s.p99_ms} ms errors ${s.errors}`);

  const tokenOf = (headers: Record<string, string>) => (headers.authorization ?? '').replace('Bearer ', '');
  const web = await measureWebSizes(
    app.url,
    webDist,
    tokenOf(readers[0]?.headers ?? {}),
    tokenOf(context.admin),
  );
  await app.stop();
  const peakRssMb = app.peakRssMb();
  await database.stop();

  // Sources edited during the run must not turn the timed start into a build.
  buildIfStale({ log });
  const startPort = await findFreePort();
  const startupMs = await measureSecondStart(root, appEnv(startPort, false), `http://127.0.0.1:${startPort}`);
  const totalSeconds = Math.round((performance.now() - startedAt) / 100) / 10;
  const budgets = checkBudgets({ scenarios, web, startupMs, peakRssMb, totalSeconds });
  const report: Report = {
    date: new Date().toISOString(),
    machine: describeMachine(database.external ? 'external PostgreSQL' : 'embedded PostgreSQL 18'),
    scenarios,
    web,
    startup_ms: Math.round(startupMs),
    peak_rss_mb: peakRssMb,
    peak_rss_mb_after: rssByPhase,
    quiet_wait_seconds: quietWaitSeconds(),
    total_seconds: totalSeconds,
    budgets,
  };
  await writeReport(path.join(root, 'bench/results/latest.json'), report);
  process.stdout.write(`\n${markdownTables(report)}\n`);
  exitCode = budgets.every((budget) => budget.pass) ? 0 : 1;
  if (exitCode !== 0) {
    log(
      `budgets failed: ${budgets
        .filter((b) => !b.pass)
        .map((b) => b.name)
        .join('; ')}`,
    );
  }
} finally {
  await floor.stop();
  await app.stop();
  await database.stop();
  await rm(database.dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
