import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  ITEM_DESCRIPTION_MAX_LENGTH,
  ITEM_TITLE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants.ts';
import { validationMessages as m } from '../messages.ts';

/** PostgreSQL text cannot hold U+0000: such input is a 422 here rather than a failed query later. */
const withoutNul = (text: string) => !text.includes('\u0000');

/** An email address: trimmed, required, at most 254 characters, in the usual user@domain.tld form. */
export const emailField = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired, abort: true })
  .max(EMAIL_MAX_LENGTH, m.emailTooLong)
  .check(z.email({ error: m.emailInvalid }));

/** A new password: 8..128 characters, used exactly as typed (no trimming). */
export const newPasswordField = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, m.passwordTooLong);

/** The login name (an email, checked only against stored accounts): required, not too long, no U+0000. */
export const loginNameField = z
  .string({ error: m.usernameRequired })
  .trim()
  .min(1, m.usernameRequired)
  .max(EMAIL_MAX_LENGTH, m.emailTooLong)
  .refine(withoutNul, m.textHasNul);

/** A password being checked (login, current password): required, never longer than any password can be. */
export const existingPasswordField = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, m.passwordTooLong);

/** An optional display name; null or absent means none. */
export const fullNameField = z
  .string()
  .trim()
  .max(FULL_NAME_MAX_LENGTH, m.fullNameTooLong)
  .refine(withoutNul, m.textHasNul)
  .nullable();

/** An item title: trimmed, not empty, at most 255 characters. */
export const itemTitleField = z
  .string({ error: m.titleRequired })
  .trim()
  .min(1, m.titleRequired)
  .max(ITEM_TITLE_MAX_LENGTH, m.titleTooLong)
  .refine(withoutNul, m.textHasNul);

/** An optional item description; null clears it. */
export const itemDescriptionField = z
  .string()
  .max(ITEM_DESCRIPTION_MAX_LENGTH, m.descriptionTooLong)
  .refine(withoutNul, m.textHasNul)
  .nullable();

/** A timestamp as sent over the wire: ISO 8601 in UTC. */
export const timestampField = z.iso.datetime();
