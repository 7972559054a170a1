import type { PasswordHasher } from './auth/password-hasher.ts';
import type { BackgroundTasks } from './background-tasks.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Mailer } from './mail/mailer.ts';
import type { MailTransport } from './mail/message.ts';

/** The current time; tests pass their own to move it. */
export type Clock = () => Date;

/** Everything the services need, built once per app. */
export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  mailer: Mailer;
  mailTransport: MailTransport;
  tasks: BackgroundTasks;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
