import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { MailMessage, MailTransport } from './message.ts';

/** Sends mail through the configured SMTP server, with timeouts so a hanging server cannot pile up work. */
export function createSmtpTransport(config: Config): MailTransport {
  const transporter = nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SSL,
    requireTLS: config.SMTP_TLS && !config.SMTP_SSL,
    ignoreTLS: !config.SMTP_TLS && !config.SMTP_SSL,
    auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } : undefined,
    // Each wait on the server (connecting, its greeting, every reply) is bounded, so a hanging server cannot
    // pile up work; the mailer then retries.
    connectionTimeout: config.SMTP_TIMEOUT_SECONDS * 1000,
    greetingTimeout: config.SMTP_TIMEOUT_SECONDS * 1000,
    socketTimeout: config.SMTP_TIMEOUT_SECONDS * 1000,
  });
  const from = config.EMAILS_FROM_NAME
    ? { name: config.EMAILS_FROM_NAME, address: config.EMAILS_FROM_EMAIL }
    : config.EMAILS_FROM_EMAIL;
  return {
    async deliver(message: MailMessage) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
    },
    close: () => transporter.close(),
  };
}
