import { successMessages } from '@listkeeper/shared/messages';
import { NewPassword } from '@listkeeper/shared/schemas/auth';
import { HTTPError, Message } from '@listkeeper/shared/schemas/common';
import { emailField } from '@listkeeper/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import { previewRecoveryEmail, requestPasswordRecovery, resetPassword } from './service.ts';

const EmailParams = z.object({ email: emailField });

/** Password recovery by email and the reset that follows it. */
export const passwordRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/password-recovery/:email',
    {
      config: { rateLimit: authRateLimit(app.deps.config, 'recovery') },
      schema: {
        tags: ['login'],
        summary: 'Email a password recovery link, if the address is registered',
        params: EmailParams,
        response: { 200: Message },
      },
    },
    async (request) => {
      requestPasswordRecovery(app.deps, request.params.email);
      return { message: successMessages.recoveryRequested };
    },
  );

  app.post(
    '/reset-password/',
    {
      config: { rateLimit: authRateLimit(app.deps.config, 'reset') },
      schema: {
        tags: ['login'],
        summary: 'Set a new password with a recovery token',
        body: NewPassword,
        response: { 200: Message, 400: HTTPError },
      },
    },
    async (request) => {
      await resetPassword(app.deps, request.body.token, request.body.new_password);
      return { message: successMessages.passwordUpdated };
    },
  );

  app.post(
    '/password-recovery-html-content/:email',
    {
      onRequest: app.requireSuperuser,
      schema: {
        tags: ['login'],
        summary: 'Preview the recovery email a user would get (placeholder link, no token)',
        params: EmailParams,
        produces: ['text/html'],
        response: { 200: z.string().meta({ description: 'The HTML of the email' }), 404: HTTPError },
      },
    },
    async (request, reply) => {
      const html = await previewRecoveryEmail(app.deps, request.params.email);
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
};
