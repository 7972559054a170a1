import { count, desc, eq } from 'drizzle-orm';
import { userPublicColumns } from '../../db/columns.ts';
import type { Queryable } from '../../db/database.ts';
import type { UserPublicRow } from '../../db/public-shapes.ts';
import { type UserRow, users } from '../../db/schema.ts';

/** The fields a new account is stored with. */
export interface NewUser {
  email: string;
  full_name: string | null;
  hashed_password: string;
  is_superuser: boolean;
  is_active: boolean;
}

/** A change to an account's profile, flags or password. */
export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'email'
    | 'full_name'
    | 'is_superuser'
    | 'is_active'
    | 'hashed_password'
    | 'failed_login_times'
    | 'locked_until'
  >
> & { updated_at: Date };

export async function listUsers(db: Queryable, skip: number, limit: number): Promise<UserPublicRow[]> {
  return db
    .select(userPublicColumns)
    .from(users)
    .orderBy(desc(users.created_at), desc(users.id))
    .offset(skip)
    .limit(limit);
}

export async function countUsers(db: Queryable): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

export async function findUserById(db: Queryable, id: string): Promise<UserPublicRow | undefined> {
  const [row] = await db.select(userPublicColumns).from(users).where(eq(users.id, id));
  return row;
}

/** Inserts an account; a duplicate email (any letter case) fails with a unique violation. */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserPublicRow> {
  const [row] = await db.insert(users).values(user).returning(userPublicColumns);
  if (!row) {
    throw new Error('insert returned no row');
  }
  return row;
}

export async function updateUser(
  db: Queryable,
  id: string,
  changes: UserChanges,
): Promise<UserPublicRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning(userPublicColumns);
  return row;
}

/** Deletes an account; its items, sessions and reset tokens go with it in the same statement (cascade). */
export async function deleteUser(db: Queryable, id: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
}
