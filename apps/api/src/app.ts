import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { API_PREFIX } from '@listkeeper/shared/constants';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps, Clock } from './app-deps.ts';
import { preloadCommonPasswords } from './auth/common-passwords.ts';
import { PasswordHasher } from './auth/password-hasher.ts';
import { BackgroundTasks } from './background-tasks.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { itemsRoutes } from './features/items/routes.ts';
import { loginRoutes } from './features/login/routes.ts';
import { passwordRecoveryRoutes } from './features/password-recovery/routes.ts';
import { adminRoutes } from './features/users/admin-routes.ts';
import { meRoutes } from './features/users/me-routes.ts';
import { utilsRoutes } from './features/utils/routes.ts';
import { loggerOptions } from './logger-options.ts';
import { Mailer } from './mail/mailer.ts';
import type { MailTransport } from './mail/message.ts';
import { createOutboxTransport } from './mail/outbox-transport.ts';
import { createSmtpTransport } from './mail/smtp-transport.ts';
import { authPlugin } from './plugins/auth.ts';
import { bodyParsersPlugin } from './plugins/body-parsers.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestLoggingPlugin } from './plugins/request-logging.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { responseSerializerCompiler } from './response-serializer.ts';

/** What buildApp needs; tests replace the clock, the mail transport, the hasher or the logger. */
export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  mailTransport?: MailTransport;
  hasher?: PasswordHasher;
  logger?: FastifyServerOptions['loggerInstance'] | false;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole server: the one function main.ts and the tests call, so tests run the production setup. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    ...(options.logger === false
      ? { logger: false }
      : options.logger
        ? { loggerInstance: options.logger }
        : { logger: loggerOptions(config) }),
    // One line per request, written by the request-logging plugin.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'request_id' }),
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    // An email of up to 254 characters, percent-encoded, must fit in a path parameter.
    routerOptions: { maxParamLength: 1024, ignoreTrailingSlash: false },
    trustProxy: config.TRUST_PROXY,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const tasks = new BackgroundTasks(app.log);
  const mailTransport =
    options.mailTransport ??
    (config.SMTP_HOST
      ? createSmtpTransport(config)
      : createOutboxTransport(
          path.join(path.resolve(config.DATA_DIR), 'outbox'),
          config.EMAILS_FROM_EMAIL,
          app.log,
        ));
  const mailer = new Mailer(mailTransport, tasks, app.log);
  const deps: AppDeps = {
    config,
    db: options.database.db,
    clock: options.clock ?? (() => new Date()),
    hasher: options.hasher ?? new PasswordHasher(),
    mailer,
    mailTransport,
    tasks,
  };
  app.decorate('deps', deps);
  await preloadCommonPasswords();

  await app.register(errorHandlerPlugin);
  await app.register(requestLoggingPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(bodyParsersPlugin);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(openApiPlugin);

  await app.register(
    async (api) => {
      await api.register(loginRoutes);
      await api.register(passwordRecoveryRoutes);
      await api.register(meRoutes);
      await api.register(adminRoutes);
      await api.register(itemsRoutes);
      await api.register(utilsRoutes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(staticWebPlugin);

  app.addHook('onClose', async () => {
    await tasks.drain(10_000);
    mailer.close();
  });
  return app;
}
