import { successMessages } from '@listkeeper/shared/messages';
import { HTTPError, Message } from '@listkeeper/shared/schemas/common';
import { UpdatePassword, UserPublic, UserRegister, UserUpdateMe } from '@listkeeper/shared/schemas/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toUserPublic } from '../../db/public-shapes.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import { createAccount } from './account-creation.ts';
import { changeMyPassword, deleteMe, updateMe } from './me-service.ts';

/** Sign-up and the routes a user calls about their own account. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/signup',
    {
      config: { rateLimit: authRateLimit(app.deps.config, 'signup') },
      schema: {
        tags: ['users'],
        summary: 'Create an account (always an active ordinary user)',
        body: UserRegister,
        response: { 201: UserPublic, 409: HTTPError },
      },
    },
    async (request, reply) => {
      const user = await createAccount(app.deps, { ...request.body, is_superuser: false, is_active: true });
      request.log.info({ event: 'user_signed_up', user_id: user.id }, 'user signed up');
      return reply.code(201).send(toUserPublic(user));
    },
  );

  app.get(
    '/users/me',
    {
      onRequest: app.requireUser,
      schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: UserPublic } },
    },
    async (request) => toUserPublic(currentAuth(request).user),
  );

  app.patch(
    '/users/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Change your name or email',
        body: UserUpdateMe,
        response: { 200: UserPublic, 409: HTTPError },
      },
    },
    async (request) => toUserPublic(await updateMe(app.deps, currentAuth(request), request.body)),
  );

  app.patch(
    '/users/me/password',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Change your password; your other sessions end',
        body: UpdatePassword,
        response: { 200: Message, 400: HTTPError },
      },
    },
    async (request) => {
      await changeMyPassword(app.deps, request.log, currentAuth(request), request.body);
      return { message: successMessages.passwordUpdated };
    },
  );

  app.delete(
    '/users/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Delete your account and everything in it',
        response: { 200: Message, 403: HTTPError },
      },
    },
    async (request) => {
      await deleteMe(app.deps, currentAuth(request));
      return { message: successMessages.userDeleted };
    },
  );
};
