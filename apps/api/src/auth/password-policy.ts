import { validationMessages } from '@listkeeper/shared/messages';
import { FieldValidationError } from '../http-error.ts';
import { isCommonPassword } from './common-passwords.ts';

/** Refuses a new password that is on the common-passwords list, as a 422 on the given field. */
export async function assertPasswordNotCommon(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new FieldValidationError(
      ['body', field],
      validationMessages.passwordTooCommon,
      'password_too_common',
    );
  }
}
