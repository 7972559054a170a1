import { errorMessages } from '@listkeeper/shared/messages';
import type { UpdatePassword, UserUpdateMe } from '@listkeeper/shared/schemas/user';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { findCredentialsById } from '../../auth/accounts-repository.ts';
import { countFailedLogin, isLocked } from '../../auth/failed-logins.ts';
import { assertPasswordNotCommon } from '../../auth/password-policy.ts';
import { setPassword } from '../../auth/set-password.ts';
import type { UserPublicRow } from '../../db/public-shapes.ts';
import { HttpError } from '../../http-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { normaliseFullName, withEmailConflict } from './account-creation.ts';
import { deleteUser, updateUser } from './repository.ts';

/** Changes the caller's own name or email; nothing else can be changed this way. */
export async function updateMe(
  deps: AppDeps,
  auth: AuthContext,
  input: UserUpdateMe,
): Promise<UserPublicRow> {
  const changes = {
    ...(input.email !== undefined && { email: input.email }),
    ...(input.full_name !== undefined && { full_name: normaliseFullName(input.full_name) ?? null }),
    updated_at: deps.clock(),
  };
  const updated = await withEmailConflict(() => updateUser(deps.db, auth.user.id, changes));
  if (!updated) {
    throw new HttpError(401, errorMessages.invalidCredentials);
  }
  return updated;
}

/**
 * Changes the caller's password after checking the current one (a wrong one counts towards the lockout, and a
 * locked account is refused), then ends their other sessions.
 */
export async function changeMyPassword(
  deps: AppDeps,
  log: FastifyBaseLogger,
  auth: AuthContext,
  input: UpdatePassword,
): Promise<void> {
  const account = await findCredentialsById(deps.db, auth.user.id);
  if (!account) {
    throw new HttpError(401, errorMessages.invalidCredentials);
  }
  const { valid } = await deps.hasher.verify(account.hashed_password, input.current_password);
  // A locked account refuses even the right password here, as at login; else a stolen session could keep
  // guessing the password through this route once login is locked.
  if (isLocked(account.locked_until, deps.clock())) {
    log.warn(
      { event: 'password_change_failed', reason: 'locked', user_id: account.id },
      'password change refused: account locked',
    );
    throw new HttpError(400, errorMessages.incorrectPassword);
  }
  if (!valid) {
    await countFailedLogin(deps, account.id);
    log.warn(
      { event: 'password_change_failed', reason: 'wrong_password', user_id: account.id },
      'password change refused',
    );
    throw new HttpError(400, errorMessages.incorrectPassword);
  }
  if (input.current_password === input.new_password) {
    throw new HttpError(400, errorMessages.samePassword);
  }
  await assertPasswordNotCommon(input.new_password, 'new_password');
  await setPassword(deps, account.id, input.new_password, auth.sessionId);
  log.info({ event: 'password_changed', user_id: account.id }, 'password changed');
}

/** Deletes the caller's account with its items and sessions; superusers cannot. */
export async function deleteMe(deps: AppDeps, auth: AuthContext): Promise<void> {
  if (auth.user.is_superuser) {
    throw new HttpError(403, errorMessages.superuserSelfDelete);
  }
  await deleteUser(deps.db, auth.user.id);
}
