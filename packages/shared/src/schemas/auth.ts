import { z } from 'zod';
import { validationMessages } from '../messages.ts';
import { existingPasswordField, loginNameField, newPasswordField } from './fields.ts';

/** The login form, sent form-encoded; `username` holds the email. */
export const LoginForm = z
  .object({
    username: loginNameField,
    password: existingPasswordField,
  })
  .meta({ id: 'LoginForm' });
export type LoginForm = z.input<typeof LoginForm>;

/** The answer to a successful login. */
export const Token = z
  .object({ access_token: z.string(), token_type: z.literal('bearer') })
  .meta({ id: 'Token' });
export type Token = z.infer<typeof Token>;

/** A password reset: the token from the recovery email and the new password. */
export const NewPassword = z
  .object({
    token: z.string().min(1, validationMessages.tokenRequired).max(256),
    new_password: newPasswordField,
  })
  .meta({ id: 'NewPassword' });
export type NewPassword = z.input<typeof NewPassword>;
