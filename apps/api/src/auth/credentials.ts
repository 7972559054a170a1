import type { Queryable } from '../db/database.ts';
import { deleteUserResetTokens } from './reset-tokens-repository.ts';
import { deleteUserSessions } from './sessions-repository.ts';

/**
 * Ends what a password change must end: every session of the user but `keepSessionId`, and every reset token.
 * Call inside the transaction that changes the password or the account's status.
 */
export async function revokeCredentials(
  db: Queryable,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await deleteUserSessions(db, userId, keepSessionId);
  await deleteUserResetTokens(db, userId);
}
