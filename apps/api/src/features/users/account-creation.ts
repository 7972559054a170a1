import { errorMessages } from '@listkeeper/shared/messages';
import type { AppDeps } from '../../app-deps.ts';
import { assertPasswordNotCommon } from '../../auth/password-policy.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserPublicRow } from '../../db/public-shapes.ts';
import { HttpError } from '../../http-error.ts';
import { insertUser } from './repository.ts';

interface AccountInput {
  email: string;
  password: string;
  full_name?: string | null | undefined;
  is_superuser: boolean;
  is_active: boolean;
}

/** An empty display name is no name. */
export function normaliseFullName(fullName: string | null | undefined): string | null | undefined {
  return fullName === '' ? null : fullName;
}

/** Creates an account after the password policy; a taken email is a 409 (the unique index decides races). */
export async function createAccount(deps: AppDeps, input: AccountInput): Promise<UserPublicRow> {
  await assertPasswordNotCommon(input.password, 'password');
  const hashed_password = await deps.hasher.hash(input.password);
  try {
    return await insertUser(deps.db, {
      email: input.email,
      full_name: normaliseFullName(input.full_name) ?? null,
      hashed_password,
      is_superuser: input.is_superuser,
      is_active: input.is_active,
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(409, errorMessages.userAlreadyExists);
    }
    throw error;
  }
}

/** Applies a change that may touch the email, turning a duplicate into the given 409 text. */
export async function withEmailConflict<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(409, errorMessages.emailTaken);
    }
    throw error;
  }
}
