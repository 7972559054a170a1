import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAILBOX_DIR } from './e2e-env.ts';

interface Mail {
  to: string[];
  raw: string;
}

/** The readable text of a raw MIME message (quoted-printable undone). */
function readable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function messagesTo(address: string): Promise<Mail[]> {
  const files = (await readdir(MAILBOX_DIR)).sort();
  const mails = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(MAILBOX_DIR, file), 'utf8')) as Mail),
  );
  return mails.filter((mail) => mail.to.includes(address));
}

/** Waits for the newest email to an address and returns the first link in it that matches the pattern. */
export async function linkInLatestMail(address: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = await messagesTo(address);
        const last = mails.at(-1);
        link = last ? (pattern.exec(readable(last.raw))?.[0] ?? '') : '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}
