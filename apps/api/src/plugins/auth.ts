import { errorMessages } from '@listkeeper/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findLiveSession, touchSession } from '../auth/sessions-repository.ts';
import { hashToken } from '../auth/tokens.ts';
import type { UserPublicRow } from '../db/public-shapes.ts';
import { HttpError } from '../http-error.ts';

/** Who is calling: the signed-in user and the session their token belongs to. */
export interface AuthContext {
  user: UserPublicRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** onRequest hook: the caller must present a live session. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** onRequest hook: the caller must be a signed-in superuser. */
    requireSuperuser(request: FastifyRequest): Promise<void>;
  }
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const TOUCH_INTERVAL_MS = 60_000;
const challenge = { 'WWW-Authenticate': 'Bearer' };

/** The signed-in caller of a route guarded by requireUser. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) {
    throw new Error('route is missing the requireUser hook');
  }
  return request.auth;
}

/** Session authentication: bearer token -> session -> user, read from the database on every request. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, clock, config } = app.deps;
    const idleMs = config.SESSION_IDLE_MINUTES * 60_000;

    async function authenticate(request: FastifyRequest): Promise<AuthContext> {
      const header = request.headers.authorization;
      const token = header ? /^Bearer(?:[ \t]+(.*))?$/i.exec(header)?.[1]?.trim() : undefined;
      if (!token) {
        throw new HttpError(401, errorMessages.notAuthenticated, challenge);
      }
      if (!TOKEN_PATTERN.test(token)) {
        throw new HttpError(401, errorMessages.invalidCredentials, challenge);
      }
      const now = clock();
      const session = await findLiveSession(db, hashToken(token), now, new Date(now.getTime() - idleMs));
      if (!session) {
        throw new HttpError(401, errorMessages.invalidCredentials, challenge);
      }
      if (now.getTime() - session.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
        await touchSession(db, session.sessionId, now, new Date(now.getTime() - TOUCH_INTERVAL_MS));
      }
      return { user: session.user, sessionId: session.sessionId };
    }

    app.decorateRequest('auth', null);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      request.auth = await authenticate(request);
    });
    app.decorate('requireSuperuser', async (request: FastifyRequest) => {
      request.auth = await authenticate(request);
      if (!request.auth.user.is_superuser) {
        request.log.warn({ event: 'permission_denied', user_id: request.auth.user.id }, 'not a superuser');
        throw new HttpError(403, errorMessages.notEnoughPrivileges);
      }
    });
  },
  { name: 'auth' },
);
