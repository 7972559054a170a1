import type { AppDeps } from '../app-deps.ts';
import { updatePasswordHash } from './accounts-repository.ts';
import { revokeCredentials } from './credentials.ts';

/**
 * Gives a user a new password (already checked against the policy), clears any lockout and ends their
 * sessions but `keepSessionId` and all their reset tokens, in one transaction.
 */
export async function setPassword(
  deps: AppDeps,
  userId: string,
  newPassword: string,
  keepSessionId?: string,
) {
  const hashed = await deps.hasher.hash(newPassword);
  await deps.db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, hashed, deps.clock());
    await revokeCredentials(tx, userId, keepSessionId);
  });
}
