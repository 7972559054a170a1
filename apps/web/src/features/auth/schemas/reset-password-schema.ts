import { NewPassword } from '@listkeeper/shared/schemas/auth';
import type { z } from 'zod';
import { confirmationField, withPasswordConfirmation } from '../../../lib/password-confirmation.ts';

const resetFields = NewPassword.pick({ new_password: true }).extend({
  confirm_password: confirmationField(),
});

/** The reset form; the token comes from the link, not from an input. */
export const resetPasswordSchema = withPasswordConfirmation(resetFields, 'new_password', 'confirm_password');

export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;
export type ResetPasswordOutput = z.output<typeof resetPasswordSchema>;
