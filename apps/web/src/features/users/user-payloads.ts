import type { UserCreate, UserUpdate } from '@listkeeper/shared/schemas/user';
import type { AddUserOutput, AddUserValues } from './schemas/add-user-schema.ts';
import type { EditUserOutput } from './schemas/edit-user-schema.ts';

export const addUserDefaults: AddUserValues = {
  email: '',
  full_name: '',
  password: '',
  confirm_password: '',
  is_superuser: false,
  is_active: true,
};

/** The POST /users/ body: no confirmation, and no name rather than an empty one. */
export function toUserCreatePayload({
  confirm_password: _confirm,
  full_name,
  ...rest
}: AddUserOutput): UserCreate {
  return { ...rest, full_name: full_name ? full_name : null };
}

/** The PATCH /users/{id} body: an empty password is left out, so the user keeps theirs. */
export function toUserUpdatePayload({
  confirm_password: _confirm,
  password,
  full_name,
  ...rest
}: EditUserOutput): UserUpdate {
  return { ...rest, full_name: full_name ? full_name : null, ...(password ? { password } : {}) };
}
