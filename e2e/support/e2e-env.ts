import os from 'node:os';
import path from 'node:path';

/** Where the end-to-end run keeps its database, outbox and received mail; the server launcher recreates it. */
export const E2E_DIR = path.join(os.tmpdir(), 'listkeeper-e2e');
export const MAILBOX_DIR = path.join(E2E_DIR, 'mailbox');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8123);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The superuser the server creates at its first start. */
export const ADMIN = { email: 'admin@example.com', password: 'E2e-Admin-Pass-42' };
