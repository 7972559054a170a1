import { successMessages } from '@listkeeper/shared/messages';
import { HTTPError, ListQuery, Message } from '@listkeeper/shared/schemas/common';
import { ItemCreate, ItemPublic, ItemsPublic, ItemUpdate } from '@listkeeper/shared/schemas/item';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toItemPublic } from '../../db/public-shapes.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { createItem, deleteItem, getItem, listItemsPage, updateItem } from './service.ts';

const ItemIdParams = z.object({ id: z.uuid() });

/** The caller's own items; nobody, superusers included, sees anyone else's. */
export const itemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownerOf = (request: Parameters<typeof currentAuth>[0]) => currentAuth(request).user.id;

  app.get(
    '/items/',
    {
      // Per route, not a plugin hook: the OpenAPI document marks the routes that name the guard.
      onRequest: app.requireUser,
      schema: {
        tags: ['items'],
        summary: 'Your items, newest first',
        querystring: ListQuery,
        response: { 200: ItemsPublic },
      },
    },
    async (request) => {
      const page = await listItemsPage(app.deps, ownerOf(request), request.query.skip, request.query.limit);
      return { data: page.data.map(toItemPublic), count: page.count };
    },
  );

  app.post(
    '/items/',
    {
      onRequest: app.requireUser,
      schema: { tags: ['items'], summary: 'Create an item', body: ItemCreate, response: { 201: ItemPublic } },
    },
    async (request, reply) =>
      reply.code(201).send(toItemPublic(await createItem(app.deps, ownerOf(request), request.body))),
  );

  app.get(
    '/items/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['items'],
        summary: 'Read one of your items',
        params: ItemIdParams,
        response: { 200: ItemPublic, 404: HTTPError },
      },
    },
    async (request) => toItemPublic(await getItem(app.deps, ownerOf(request), request.params.id)),
  );

  app.put(
    '/items/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['items'],
        summary: 'Change one of your items (only the fields sent)',
        params: ItemIdParams,
        body: ItemUpdate,
        response: { 200: ItemPublic, 404: HTTPError },
      },
    },
    async (request) =>
      toItemPublic(await updateItem(app.deps, ownerOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/items/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['items'],
        summary: 'Delete one of your items',
        params: ItemIdParams,
        response: { 200: Message, 404: HTTPError },
      },
    },
    async (request) => {
      await deleteItem(app.deps, ownerOf(request), request.params.id);
      return { message: successMessages.itemDeleted };
    },
  );
};
