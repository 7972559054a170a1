import { successMessages } from '@listkeeper/shared/messages';
import { LoginForm, Token } from '@listkeeper/shared/schemas/auth';
import { HTTPError, Message } from '@listkeeper/shared/schemas/common';
import { UserPublic } from '@listkeeper/shared/schemas/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toUserPublic } from '../../db/public-shapes.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import { logIn, logOut } from './service.ts';

/** Login, token check and logout. */
export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login/access-token',
    {
      config: { rateLimit: authRateLimit(app.deps.config, 'login') },
      schema: {
        tags: ['login'],
        summary: 'Log in with email and password (form-encoded)',
        consumes: ['application/x-www-form-urlencoded'],
        body: LoginForm,
        response: { 200: Token, 400: HTTPError },
      },
    },
    async (request) => {
      const access_token = await logIn(app.deps, request.log, {
        email: request.body.username,
        password: request.body.password,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      return { access_token, token_type: 'bearer' as const };
    },
  );

  app.post(
    '/login/test-token',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['login'],
        summary: 'Check a token and return its user',
        response: { 200: UserPublic },
      },
    },
    async (request) => toUserPublic(currentAuth(request).user),
  );

  app.post(
    '/logout',
    {
      onRequest: app.requireUser,
      schema: { tags: ['login'], summary: 'End the current session', response: { 200: Message } },
    },
    async (request) => {
      await logOut(app.deps, currentAuth(request).sessionId);
      return { message: successMessages.loggedOut };
    },
  );
};
