import { FULL_NAME_MAX_LENGTH, SIGNUP_FULL_NAME_MIN_LENGTH } from '@listkeeper/shared/constants';
import { validationMessages as m } from '@listkeeper/shared/messages';
import { UserRegister } from '@listkeeper/shared/schemas/user';
import { z } from 'zod';
import { confirmationField, withPasswordConfirmation } from '../../../lib/password-confirmation.ts';

const signupFields = UserRegister.extend({
  // Optional for the API, required on this form.
  full_name: z
    .string({ error: m.fullNameRequired })
    .trim()
    .min(1, { error: m.fullNameRequired, abort: true })
    .min(SIGNUP_FULL_NAME_MIN_LENGTH, m.signupFullNameTooShort)
    .max(FULL_NAME_MAX_LENGTH, m.fullNameTooLong),
  confirm_password: confirmationField(),
});

export const signupSchema = withPasswordConfirmation(signupFields, 'password', 'confirm_password');

export type SignupValues = z.input<typeof signupSchema>;
export type SignupOutput = z.output<typeof signupSchema>;
