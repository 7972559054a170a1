import { validationMessages as m } from '@listkeeper/shared/messages';
import { LoginForm } from '@listkeeper/shared/schemas/auth';
import { newPasswordField } from '@listkeeper/shared/schemas/fields';
import { z } from 'zod';

/**
 * The login form: the email goes out as `username`, so an empty field says "Username is required".
 * The password follows the product's general rule (required, at least 8 characters): no account can
 * have a shorter one, so a shorter entry is caught before a request is spent on it.
 */
export const loginSchema = LoginForm.extend({
  username: LoginForm.shape.username.check(z.email({ error: m.emailInvalid })),
  password: newPasswordField,
});

export type LoginValues = z.input<typeof loginSchema>;
export type LoginOutput = z.output<typeof loginSchema>;
