import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from '../background-tasks.ts';
import type { MailMessage, MailTransport } from './message.ts';

const RETRY_DELAYS_MS = [1000, 5000];

/** Sends mail in the background with retries; the request that asked for it never waits or learns the outcome. */
export class Mailer {
  constructor(
    private readonly transport: MailTransport,
    private readonly tasks: BackgroundTasks,
    private readonly log: FastifyBaseLogger,
    private readonly retryDelaysMs = RETRY_DELAYS_MS,
  ) {}

  /** Queues a message for delivery. */
  send(message: MailMessage): void {
    this.tasks.run(`mail:${message.kind}`, async () => {
      await this.deliverWithRetries(message);
    });
  }

  /** Delivers now, retrying, and resolves whether or not it worked (failures are logged). */
  async deliverWithRetries(message: MailMessage): Promise<boolean> {
    for (let attempt = 0; attempt <= this.retryDelaysMs.length; attempt++) {
      try {
        await this.transport.deliver(message);
        this.log.info({ event: 'mail_sent', kind: message.kind }, 'email sent');
        return true;
      } catch (error) {
        // Only the kind and the error code: an SMTP error text can quote the recipient, and the body holds tokens.
        const code =
          (error as { code?: string; responseCode?: number }).responseCode ??
          (error as { code?: string }).code;
        this.log.warn(
          { event: 'mail_send_failed', kind: message.kind, attempt: attempt + 1, code },
          'email not sent',
        );
        const delay = this.retryDelaysMs[attempt];
        if (delay === undefined) {
          return false;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
    return false;
  }

  close(): void {
    this.transport.close?.();
  }
}
