import { validationMessages as m } from '@listkeeper/shared/messages';
import { fullNameField } from '@listkeeper/shared/schemas/fields';
import { UserCreate } from '@listkeeper/shared/schemas/user';
import { z } from 'zod';
import { confirmationField, withPasswordConfirmation } from '../../../lib/password-confirmation.ts';

const addUserFields = UserCreate.extend({
  // The form holds plain text and real booleans; the API's nullable/defaulted variants are for other callers.
  full_name: fullNameField.unwrap(),
  confirm_password: confirmationField(m.addUserConfirmationRequired),
  is_superuser: z.boolean(),
  is_active: z.boolean(),
});

export const addUserSchema = withPasswordConfirmation(addUserFields, 'password', 'confirm_password');

export type AddUserValues = z.input<typeof addUserSchema>;
export type AddUserOutput = z.output<typeof addUserSchema>;
