import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@listkeeper/shared/constants';
import { errorMessages } from '@listkeeper/shared/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Where `vite build` writes the web app, from this file in src/ or dist/. */
const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/**
 * Serves the built web app: hashed assets cached for a year (gzip/brotli siblings when the client accepts them),
 * index.html for every client-side route, JSON 404s under /api.
 */
export const staticWebPlugin = fp(
  async (app: FastifyInstance) => {
    const root = path.resolve(app.deps.config.WEB_DIST_DIR ?? defaultWebDist);
    const hasWebApp = existsSync(path.join(root, 'index.html'));
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root,
        // Routes for the files that exist at start; anything else falls through to index.html below.
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (response, filePath) => {
          const hashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
          response.header('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
        },
      });
    } else {
      app.log.warn({ event: 'web_app_missing', root }, 'the web app is not built; serving the API only');
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
      if (hasWebApp && wantsPage && !path.extname(request.url.split('?')[0] ?? '')) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).type('application/json; charset=utf-8').send({ detail: errorMessages.notFound });
    });
  },
  { name: 'static-web' },
);
