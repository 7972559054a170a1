import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from './message.ts';

/**
 * Writes each message as an .eml file into the outbox folder and logs its subject and links, so recovery works
 * on a machine with no SMTP server. Meant for development; production sets SMTP_HOST.
 */
export function createOutboxTransport(
  outboxDir: string,
  from: string,
  log: FastifyBaseLogger,
): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(message: MailMessage) {
      const info = await composer.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info(
        {
          event: 'mail_written_to_outbox',
          kind: message.kind,
          subject: message.subject,
          links: message.links,
          file,
        },
        'email written to the outbox folder (no SMTP_HOST configured)',
      );
    },
  };
}
