import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { userPublicColumns } from '../db/columns.ts';
import type { Db, Queryable } from '../db/database.ts';
import { preparedPerDb } from '../db/prepared.ts';
import type { UserPublicRow } from '../db/public-shapes.ts';
import { sessions, users } from '../db/schema.ts';

/** A new session to store. */
export interface NewSession {
  userId: string;
  tokenHash: Buffer;
  now: Date;
  expiresAt: Date;
  userAgent: string | undefined;
  ip: string;
}

/** A live session and the user it belongs to, as read on every authenticated request. */
export interface SessionWithUser {
  sessionId: string;
  lastUsedAt: Date;
  user: UserPublicRow;
}

const insertStatement = preparedPerDb((db) =>
  db
    .insert(sessions)
    .values({
      user_id: sql.placeholder('userId'),
      token_hash: sql.placeholder('tokenHash'),
      created_at: sql.placeholder('now'),
      last_used_at: sql.placeholder('now'),
      expires_at: sql.placeholder('expiresAt'),
      user_agent: sql.placeholder('userAgent'),
      ip: sql.placeholder('ip'),
    })
    .prepare('insert_session'),
);

/** Stores a session (run on every login, hence prepared). */
export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await insertStatement(db).execute({
    userId: session.userId,
    tokenHash: session.tokenHash,
    now: session.now,
    expiresAt: session.expiresAt,
    userAgent: session.userAgent?.slice(0, 512) ?? null,
    ip: session.ip,
  });
}

const findByTokenHash = preparedPerDb((db) =>
  db
    .select({ sessionId: sessions.id, lastUsedAt: sessions.last_used_at, user: userPublicColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('tokenHash')),
        gt(sessions.expires_at, sql.placeholder('now')),
        gt(sessions.last_used_at, sql.placeholder('idleCutoff')),
        eq(users.is_active, true),
      ),
    )
    .prepare('find_session_by_token_hash'),
);

/** Finds an unexpired, recently used session of an active user, with the user, in one query. */
export async function findLiveSession(
  db: Db,
  tokenHash: Buffer,
  now: Date,
  idleCutoff: Date,
): Promise<SessionWithUser | undefined> {
  const [row] = await findByTokenHash(db).execute({ tokenHash, now, idleCutoff });
  return row;
}

/** Records use of a session, at most once per `minInterval` so reads stay reads. */
export async function touchSession(db: Db, sessionId: string, now: Date, staleBefore: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ last_used_at: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.last_used_at, staleBefore)));
}

export async function deleteSession(db: Queryable, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, or every one but `exceptSessionId`. */
export async function deleteUserSessions(
  db: Queryable,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.user_id, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.user_id, userId),
    );
}
