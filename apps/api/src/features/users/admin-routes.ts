import { successMessages } from '@listkeeper/shared/messages';
import { HTTPError, ListQuery, Message } from '@listkeeper/shared/schemas/common';
import { UserCreate, UserPublic, UsersPublic, UserUpdate } from '@listkeeper/shared/schemas/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toUserPublic } from '../../db/public-shapes.ts';
import { currentAuth } from '../../plugins/auth.ts';
import {
  createUserAsAdmin,
  deleteUserAsAdmin,
  getUserFor,
  listUsersPage,
  updateUserAsAdmin,
} from './admin-service.ts';

const UserIdParams = z.object({ user_id: z.uuid() });

/** Superusers managing accounts, and reading one account by id. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/',
    {
      onRequest: app.requireSuperuser,
      schema: {
        tags: ['users'],
        summary: 'List users, newest first',
        querystring: ListQuery,
        response: { 200: UsersPublic },
      },
    },
    async (request) => {
      const page = await listUsersPage(app.deps, request.query.skip, request.query.limit);
      return { data: page.data.map(toUserPublic), count: page.count };
    },
  );

  app.post(
    '/users/',
    {
      onRequest: app.requireSuperuser,
      schema: {
        tags: ['users'],
        summary: 'Create a user and email them a welcome',
        body: UserCreate,
        response: { 201: UserPublic, 409: HTTPError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(toUserPublic(await createUserAsAdmin(app.deps, request.body))),
  );

  app.get(
    '/users/:user_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Read a user (yourself, or anyone as a superuser)',
        params: UserIdParams,
        response: { 200: UserPublic, 403: HTTPError, 404: HTTPError },
      },
    },
    async (request) => toUserPublic(await getUserFor(app.deps, currentAuth(request), request.params.user_id)),
  );

  app.patch(
    '/users/:user_id',
    {
      onRequest: app.requireSuperuser,
      schema: {
        tags: ['users'],
        summary: 'Change a user',
        params: UserIdParams,
        body: UserUpdate,
        response: { 200: UserPublic, 403: HTTPError, 404: HTTPError, 409: HTTPError },
      },
    },
    async (request) =>
      toUserPublic(
        await updateUserAsAdmin(app.deps, currentAuth(request), request.params.user_id, request.body),
      ),
  );

  app.delete(
    '/users/:user_id',
    {
      onRequest: app.requireSuperuser,
      schema: {
        tags: ['users'],
        summary: 'Delete a user with their items',
        params: UserIdParams,
        response: { 200: Message, 403: HTTPError, 404: HTTPError },
      },
    },
    async (request) => {
      await deleteUserAsAdmin(app.deps, currentAuth(request), request.params.user_id);
      return { message: successMessages.userDeleted };
    },
  );
};
