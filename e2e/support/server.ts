// Starts what the browser tests run against: a real SMTP server that files each message under MAILBOX_DIR,
// then the production build of the app on a fresh embedded PostgreSQL, sending its mail to that SMTP server.
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { findRunningServer } from '../../apps/api/src/db/postgres-process.ts';
import { ADMIN, E2E_DIR, E2E_PORT, MAILBOX_DIR } from './e2e-env.ts';

// A database server left by an earlier run that was killed goes before its folder does.
const leftover = await findRunningServer(path.join(E2E_DIR, 'data', 'postgres', 'postmaster.pid'));
if (leftover) {
  process.kill(leftover.pid, 'SIGKILL');
}
await rm(E2E_DIR, { recursive: true, force: true });
await mkdir(MAILBOX_DIR, { recursive: true });
// Run as root, PostgreSQL runs as the postgres user, who must be able to enter the folder.
await chmod(E2E_DIR, 0o755);

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    stream.on('end', () => {
      received += 1;
      const to = session.envelope.rcptTo.map((recipient) => recipient.address);
      const file = path.join(MAILBOX_DIR, `${Date.now()}-${received}.json`);
      writeFile(file, JSON.stringify({ to, raw })).then(() => callback(), callback);
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

Object.assign(process.env, {
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(E2E_DIR, 'data'),
  FRONTEND_HOST: `http://127.0.0.1:${E2E_PORT}`,
  FIRST_SUPERUSER: ADMIN.email,
  FIRST_SUPERUSER_PASSWORD: ADMIN.password,
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtpPort),
  SMTP_TLS: 'false',
  SMTP_SSL: 'false',
  RATE_LIMIT_ENABLED: 'false',
  LOG_LEVEL: 'warn',
});
const { buildIfStale } = await import('../../scripts/build-if-stale.mjs');
buildIfStale();
// The built server, exactly as `npm start` runs it (a path in a variable: it is JavaScript with no types).
const productionEntry = '../../apps/api/dist/main.js';
await import(productionEntry);
