import { emailField } from '@listkeeper/shared/schemas/fields';
import { z } from 'zod';

export const recoverPasswordSchema = z.object({ email: emailField });

export type RecoverPasswordValues = z.input<typeof recoverPasswordSchema>;
export type RecoverPasswordOutput = z.output<typeof recoverPasswordSchema>;
