import { UpdatePassword } from '@listkeeper/shared/schemas/user';
import type { z } from 'zod';
import { confirmationField, withPasswordConfirmation } from '../../../lib/password-confirmation.ts';

export const changePasswordSchema = withPasswordConfirmation(
  UpdatePassword.extend({ confirm_password: confirmationField() }),
  'new_password',
  'confirm_password',
);

export type ChangePasswordValues = z.input<typeof changePasswordSchema>;
export type ChangePasswordOutput = z.output<typeof changePasswordSchema>;
