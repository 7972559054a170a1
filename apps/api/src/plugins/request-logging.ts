import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Everything after the recovery prefix: an address sent with an unencoded slash must not leave its tail behind.
const SECRET_PATH = /(\/password-recovery(?:-html-content)?\/).*/;
const LEVEL_VALUES: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};
const INFO = 30;
const SECRET_QUERY_KEYS = new Set(['token', 'email', 'email_to', 'access_token']);

/** A URL fit for the log: recovery addresses and token-like query values replaced by [redacted]. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(SECRET_PATH, '$1[redacted]');
  if (query === undefined) {
    return safePath;
  }
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.has(key.toLowerCase())) {
      params.set(key, '[redacted]');
    }
  }
  return `${safePath}?${params.toString()}`;
}

/** One JSON line per request: id, method, route, redacted URL, status and duration. */
export const requestLoggingPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => {
      reply.header('X-Request-Id', request.id);
    });
    app.addHook('onResponse', async (request, reply) => {
      // Below info (LOG_LEVEL=warn in production) the line would be dropped: skip building it, URL redaction too.
      if ((LEVEL_VALUES[request.log.level] ?? 0) > INFO) {
        return;
      }
      request.log.info(
        {
          event: 'request',
          method: request.method,
          route: request.routeOptions.url ?? null,
          url: redactUrl(request.url),
          status: reply.statusCode,
          duration_ms: Math.round(reply.elapsedTime * 100) / 100,
        },
        'request completed',
      );
    });
  },
  { name: 'request-logging' },
);
