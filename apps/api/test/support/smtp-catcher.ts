import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as an SMTP server received it. */
export interface CaughtMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free loopback port that keeps what it receives; it can also refuse or hang. */
export class SmtpCatcher {
  readonly messages: CaughtMail[] = [];
  mode: 'accept' | 'refuse' | 'hang' = 'accept';
  private readonly server = new SMTPServer({
    authOptional: true,
    // Strict parsing caps addresses at 253 characters; the API accepts RFC 5321's 254.
    lenientAddressParsing: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        if (this.mode === 'refuse') {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        if (this.mode === 'hang') {
          return;
        }
        this.messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        });
        callback();
      });
    },
  });

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  /** SMTP settings pointing an app at this server. */
  async env(): Promise<Record<string, string>> {
    const port = await this.start();
    return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_TLS: 'false', SMTP_SSL: 'false' };
  }

  /** Waits until `count` messages have arrived. */
  async waitFor(count: number, timeoutMs = 10_000): Promise<CaughtMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      if (Date.now() > deadline) {
        throw new Error(`expected ${count} messages, got ${this.messages.length}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.messages;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
