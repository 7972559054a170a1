import { and, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/database.ts';
import { preparedPerDb } from '../db/prepared.ts';
import { users } from '../db/schema.ts';

/** What login and recovery need to know of an account. */
export interface AccountCredentials {
  id: string;
  email: string;
  hashed_password: string;
  is_active: boolean;
  locked_until: Date | null;
  /** How many failed logins are still inside the lockout window. */
  failed_logins: number;
}

const credentialColumns = {
  id: users.id,
  email: users.email,
  hashed_password: users.hashed_password,
  is_active: users.is_active,
  locked_until: users.locked_until,
  failed_logins: sql<number>`cardinality(${users.failed_login_times})`.mapWith(Number),
};

const findByEmail = preparedPerDb((db) =>
  db
    .select(credentialColumns)
    .from(users)
    // Email equality as the unique index defines it: letter case ignored (the caller trims).
    .where(sql`lower(${users.email}) = lower(${sql.placeholder('email')})`)
    .prepare('find_credentials_by_email'),
);

/** The account an email names, if any (run on every login and recovery request, hence prepared). */
export async function findCredentialsByEmail(db: Db, email: string): Promise<AccountCredentials | undefined> {
  const [row] = await findByEmail(db).execute({ email: email.trim() });
  return row;
}

export async function findCredentialsById(
  db: Queryable,
  id: string,
): Promise<AccountCredentials | undefined> {
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.id, id));
  return row;
}

/** Stores a new password hash and clears any lockout, since the owner has proved who they are. */
export async function updatePasswordHash(db: Queryable, userId: string, hashedPassword: string, now: Date) {
  await db
    .update(users)
    .set({
      hashed_password: hashedPassword,
      failed_login_times: [],
      locked_until: null,
      updated_at: now,
    })
    .where(eq(users.id, userId));
}

/** Replaces a hash made with older parameters, leaving everything else alone. */
export async function rehashPassword(db: Queryable, userId: string, oldHash: string, newHash: string) {
  await db
    .update(users)
    .set({ hashed_password: newHash })
    .where(and(eq(users.id, userId), eq(users.hashed_password, oldHash)));
}

interface FailurePolicy {
  now: Date;
  windowStart: Date;
  threshold: number;
  lockedUntil: Date;
}

/**
 * Records a failed login and locks the account once `threshold` failures fall inside the window (a sliding
 * window: the times of the recent failures are kept, at most `threshold` of them). One statement, so concurrent
 * failures all count.
 */
export async function recordFailedLogin(
  db: Queryable,
  userId: string,
  policy: FailurePolicy,
): Promise<boolean> {
  const recent = sql`ARRAY(SELECT t FROM unnest(${users.failed_login_times} || ${policy.now}::timestamptz) AS t
    WHERE t > ${policy.windowStart}::timestamptz ORDER BY t DESC LIMIT ${policy.threshold})`;
  const reachesThreshold = sql`cardinality(${recent}) >= ${policy.threshold}`;
  const [row] = await db
    .update(users)
    .set({
      failed_login_times: sql`CASE WHEN ${reachesThreshold} THEN '{}'::timestamptz[] ELSE ${recent} END`,
      locked_until: sql`CASE WHEN ${reachesThreshold} THEN ${policy.lockedUntil} ELSE ${users.locked_until} END`,
    })
    .where(eq(users.id, userId))
    .returning({ locked_until: users.locked_until });
  return Boolean(row?.locked_until && row.locked_until > policy.now);
}

/** Forgets earlier failures after a successful login. */
export async function clearFailedLogins(db: Queryable, userId: string) {
  await db
    .update(users)
    .set({ failed_login_times: [] })
    .where(and(eq(users.id, userId), sql`cardinality(${users.failed_login_times}) > 0`));
}
