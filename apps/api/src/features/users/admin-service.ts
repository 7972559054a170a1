import { errorMessages } from '@listkeeper/shared/messages';
import type { UserCreate, UserUpdate } from '@listkeeper/shared/schemas/user';
import type { AppDeps } from '../../app-deps.ts';
import { revokeCredentials } from '../../auth/credentials.ts';
import { assertPasswordNotCommon } from '../../auth/password-policy.ts';
import type { UserPublicRow } from '../../db/public-shapes.ts';
import { HttpError } from '../../http-error.ts';
import { newAccountEmail } from '../../mail/templates/new-account.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { createAccount, normaliseFullName, withEmailConflict } from './account-creation.ts';
import { countUsers, deleteUser, findUserById, listUsers, updateUser } from './repository.ts';

/** A page of users, newest first, with the total. */
export async function listUsersPage(deps: AppDeps, skip: number, limit: number) {
  const [data, count] = await Promise.all([listUsers(deps.db, skip, limit), countUsers(deps.db)]);
  return { data, count };
}

/** Creates an account for someone else and emails them a welcome with a login link (never the password). */
export async function createUserAsAdmin(deps: AppDeps, input: UserCreate): Promise<UserPublicRow> {
  const user = await createAccount(deps, {
    ...input,
    is_superuser: input.is_superuser ?? false,
    is_active: input.is_active ?? true,
  });
  deps.mailer.send(
    newAccountEmail({
      projectName: deps.config.PROJECT_NAME,
      email: user.email,
      loginUrl: new URL('/login', deps.config.FRONTEND_HOST).toString(),
    }),
  );
  return user;
}

/** A user's own record, or any record for a superuser; anyone else learns nothing, not even existence. */
export async function getUserFor(deps: AppDeps, auth: AuthContext, userId: string): Promise<UserPublicRow> {
  if (userId === auth.user.id) {
    return auth.user;
  }
  if (!auth.user.is_superuser) {
    throw new HttpError(403, errorMessages.notEnoughPrivileges);
  }
  const user = await findUserById(deps.db, userId);
  if (!user) {
    throw new HttpError(404, errorMessages.userNotFound);
  }
  return user;
}

/**
 * Changes any account. A superuser cannot change their own role or status; a new password or a deactivation
 * ends the user's sessions.
 */
export async function updateUserAsAdmin(
  deps: AppDeps,
  auth: AuthContext,
  userId: string,
  input: UserUpdate,
): Promise<UserPublicRow> {
  const target = await findUserById(deps.db, userId);
  if (!target) {
    throw new HttpError(404, errorMessages.userNotFound);
  }
  const changesRole = input.is_superuser !== undefined && input.is_superuser !== target.is_superuser;
  const changesStatus = input.is_active !== undefined && input.is_active !== target.is_active;
  if (userId === auth.user.id && (changesRole || changesStatus)) {
    throw new HttpError(403, errorMessages.superuserSelfDemote);
  }
  if (input.password !== undefined) {
    await assertPasswordNotCommon(input.password, 'password');
  }
  const hashedPassword = input.password === undefined ? undefined : await deps.hasher.hash(input.password);
  const changes = {
    ...(input.email !== undefined && { email: input.email }),
    ...(input.full_name !== undefined && { full_name: normaliseFullName(input.full_name) ?? null }),
    ...(input.is_superuser !== undefined && { is_superuser: input.is_superuser }),
    ...(input.is_active !== undefined && { is_active: input.is_active }),
    ...(hashedPassword !== undefined && {
      hashed_password: hashedPassword,
      failed_login_times: [],
      locked_until: null,
    }),
    updated_at: deps.clock(),
  };
  const updated = await withEmailConflict(() =>
    deps.db.transaction(async (tx) => {
      const row = await updateUser(tx, userId, changes);
      if (row && (hashedPassword !== undefined || (changesStatus && !row.is_active))) {
        // A superuser setting their own password here keeps the session they are using, as on /users/me/password.
        await revokeCredentials(tx, userId, userId === auth.user.id ? auth.sessionId : undefined);
      }
      return row;
    }),
  );
  if (!updated) {
    throw new HttpError(404, errorMessages.userNotFound);
  }
  return updated;
}

/** Deletes any account but one's own, with its items and sessions. */
export async function deleteUserAsAdmin(deps: AppDeps, auth: AuthContext, userId: string): Promise<void> {
  if (userId === auth.user.id) {
    throw new HttpError(403, errorMessages.superuserSelfDelete);
  }
  if (!(await deleteUser(deps.db, userId))) {
    throw new HttpError(404, errorMessages.userNotFound);
  }
}
