import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { errorMessages } from '@listkeeper/shared/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/** The routes whose per-IP limit is set by RATE_LIMIT_AUTH_PER_MINUTE. */
export type LimitedRoute = 'login' | 'signup' | 'recovery' | 'reset';

/**
 * The per-IP limit of one sensitive route, or false when limits are off. Counters are fixed windows;
 * login counts over two minutes with twice the allowance, which averages the same rate but lets a
 * person who mistypes a few times in a row through (a burst of 20 at the default of 10 a minute).
 */
export function authRateLimit(config: Config, route: LimitedRoute): RateLimitOptions | false {
  if (!config.RATE_LIMIT_ENABLED) {
    return false;
  }
  const perMinute = config.RATE_LIMIT_AUTH_PER_MINUTE;
  return route === 'login'
    ? { max: perMinute * 2, timeWindow: 2 * 60_000 }
    : { max: perMinute, timeWindow: 60_000 };
}

/** Per-IP rate limiting for the routes that opt in; counters in Redis when REDIS_URL is set, else in memory. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app.deps;
    // Loaded only when configured: most installations never need the client.
    const redis = config.REDIS_URL
      ? new (await import('ioredis')).Redis(config.REDIS_URL, {
          connectTimeout: 2000,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
        })
      : undefined;
    redis?.on('error', (error) =>
      app.log.warn({ event: 'redis_error', code: (error as NodeJS.ErrnoException).code }, 'redis error'),
    );
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'listkeeper-rate-limit:',
      // A Redis outage must not lock everyone out of logging in; the per-account lockout still holds.
      skipOnError: true,
      errorResponseBuilder: (request, context) => {
        request.log.warn({ event: 'rate_limited', route: request.routeOptions.url }, 'rate limit hit');
        return { statusCode: context.statusCode, detail: errorMessages.tooManyRequests };
      },
    });
    if (redis) {
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
    }
  },
  { name: 'rate-limit', dependencies: ['error-handler'] },
);
