import { and, eq, gt } from 'drizzle-orm';
import type { Db, Queryable } from '../db/database.ts';
import { passwordResetTokens, users } from '../db/schema.ts';

/** Stores a user's new reset token, invalidating any older one. */
export async function replaceResetToken(
  db: Db,
  userId: string,
  tokenHash: Buffer,
  expiresAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.user_id, userId));
    await tx
      .insert(passwordResetTokens)
      .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt });
  });
}

/** The user a live (unexpired) reset token belongs to, without using it up. */
export async function findResetTokenOwner(db: Queryable, tokenHash: Buffer, now: Date) {
  const [row] = await db
    .select({ userId: users.id, isActive: users.is_active })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.user_id))
    .where(and(eq(passwordResetTokens.token_hash, tokenHash), gt(passwordResetTokens.expires_at, now)));
  return row;
}

/**
 * Removes a reset token and returns whose it was, if it had not expired. Deleting is what makes a token single
 * use: of two concurrent attempts, only one gets the row back.
 */
export async function consumeResetToken(
  db: Queryable,
  tokenHash: Buffer,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .delete(passwordResetTokens)
    .where(eq(passwordResetTokens.token_hash, tokenHash))
    .returning({ userId: passwordResetTokens.user_id, expiresAt: passwordResetTokens.expires_at });
  return row && row.expiresAt > now ? row.userId : undefined;
}

export async function deleteUserResetTokens(db: Queryable, userId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.user_id, userId));
}
