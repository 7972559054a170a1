import { successMessages } from '@listkeeper/shared/messages';
import { HTTPError, Message } from '@listkeeper/shared/schemas/common';
import { emailField } from '@listkeeper/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error.ts';
import { testEmail } from '../../mail/templates/test-email.ts';
import { databaseAnswers } from './readiness.ts';

const Readiness = z.object({ status: z.enum(['ok', 'unavailable']) }).meta({ id: 'Readiness' });

/** Liveness, readiness and a mail check. */
export const utilsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/utils/health-check/',
    {
      schema: {
        tags: ['utils'],
        summary: 'Answers true while the process is up',
        response: { 200: z.literal(true) },
      },
    },
    async () => true as const,
  );

  app.get(
    '/utils/ready',
    {
      schema: {
        tags: ['utils'],
        summary: 'Whether the database answers (within 2 s)',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_request, reply) =>
      (await databaseAnswers(app.deps.db, 2000))
        ? { status: 'ok' as const }
        : reply.code(503).send({ status: 'unavailable' as const }),
  );

  app.post(
    '/utils/test-email/',
    {
      onRequest: app.requireSuperuser,
      schema: {
        tags: ['utils'],
        summary: 'Send a test email now',
        querystring: z.object({ email_to: emailField }),
        response: { 201: Message, 502: HTTPError },
      },
    },
    async (request, reply) => {
      const message = testEmail({ projectName: app.deps.config.PROJECT_NAME, email: request.query.email_to });
      try {
        await app.deps.mailTransport.deliver(message);
      } catch (error) {
        request.log.warn(
          { event: 'mail_send_failed', kind: message.kind, code: (error as { code?: string }).code },
          'test email failed',
        );
        throw new HttpError(502, 'The test email could not be sent; check the SMTP settings');
      }
      return reply.code(201).send({ message: successMessages.testEmailSent });
    },
  );
};
