import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import { API_PREFIX } from '@listkeeper/shared/constants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options. Without nonces they are the same for every response, so they are
 * computed once at start rather than by running helmet's middleware (and re-parsing the policy) per request.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) {
      throw error;
    }
  });
  return headers;
}

/**
 * Security headers on every answer: a strict Content-Security-Policy (no inline scripts), no referrer, nosniff;
 * API answers are never cached; CORS only for the configured origins.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // The component library sets inline style attributes; scripts stay strict.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    const origins = app.deps.config.BACKEND_CORS_ORIGINS;
    await app.register(cors, {
      origin: origins.length > 0 ? origins : false,
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith(API_PREFIX)) {
        reply.header('Cache-Control', 'no-store');
      }
    });
  },
  { name: 'security-headers' },
);
