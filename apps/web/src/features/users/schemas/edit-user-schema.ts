import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@listkeeper/shared/constants';
import { validationMessages as m } from '@listkeeper/shared/messages';
import { emailField, fullNameField } from '@listkeeper/shared/schemas/fields';
import { z } from 'zod';
import { withPasswordConfirmation } from '../../../lib/password-confirmation.ts';

const editUserFields = z.object({
  email: emailField,
  full_name: fullNameField.unwrap(),
  // Optional here: left empty, the user keeps their password.
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH, m.passwordTooLong)
    .refine((value) => value.length === 0 || value.length >= PASSWORD_MIN_LENGTH, m.passwordTooShort),
  confirm_password: z.string(),
  is_superuser: z.boolean(),
  is_active: z.boolean(),
});

export const editUserSchema = withPasswordConfirmation(editUserFields, 'password', 'confirm_password');

export type EditUserValues = z.input<typeof editUserSchema>;
export type EditUserOutput = z.output<typeof editUserSchema>;
