import { z } from 'zod';
import {
  emailField,
  existingPasswordField,
  fullNameField,
  newPasswordField,
  timestampField,
} from './fields.ts';

/** A user as the API shows it: never a password or hash. */
export const UserPublic = z
  .object({
    id: z.uuid(),
    email: z.string(),
    full_name: z.string().nullable(),
    is_active: z.boolean(),
    is_superuser: z.boolean(),
    created_at: timestampField,
    updated_at: timestampField,
  })
  .meta({ id: 'UserPublic' });
export type UserPublic = z.infer<typeof UserPublic>;

/** A page of users and the total count. */
export const UsersPublic = z
  .object({ data: z.array(UserPublic), count: z.number().int() })
  .meta({ id: 'UsersPublic' });
export type UsersPublic = z.infer<typeof UsersPublic>;

/** A superuser creating an account. */
export const UserCreate = z
  .object({
    email: emailField,
    password: newPasswordField,
    full_name: fullNameField.optional(),
    is_superuser: z.boolean().default(false),
    is_active: z.boolean().default(true),
  })
  .meta({ id: 'UserCreate' });
export type UserCreate = z.input<typeof UserCreate>;

/** A visitor signing up: always an active ordinary user. */
export const UserRegister = z
  .object({
    email: emailField,
    password: newPasswordField,
    full_name: fullNameField.optional(),
  })
  .meta({ id: 'UserRegister' });
export type UserRegister = z.input<typeof UserRegister>;

/** A superuser changing an account; only the fields sent change. */
export const UserUpdate = z
  .object({
    email: emailField.optional(),
    full_name: fullNameField.optional(),
    password: newPasswordField.optional(),
    is_superuser: z.boolean().optional(),
    is_active: z.boolean().optional(),
  })
  .meta({ id: 'UserUpdate' });
export type UserUpdate = z.input<typeof UserUpdate>;

/** A user changing their own profile. */
export const UserUpdateMe = z
  .object({
    full_name: fullNameField.optional(),
    email: emailField.optional(),
  })
  .meta({ id: 'UserUpdateMe' });
export type UserUpdateMe = z.input<typeof UserUpdateMe>;

/** A user changing their own password. */
export const UpdatePassword = z
  .object({
    current_password: existingPasswordField,
    new_password: newPasswordField,
  })
  .meta({ id: 'UpdatePassword' });
export type UpdatePassword = z.input<typeof UpdatePassword>;
