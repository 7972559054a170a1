/** Rows per page in the items and users tables; the web app asks for skip = (page - 1) * PAGE_SIZE. */
export const PAGE_SIZE = 5;

/** Bounds of `skip` and `limit` on every list endpoint. */
export const LIST_LIMIT_DEFAULT = 100;
export const LIST_LIMIT_MAX = 100;

/** Password length bounds, counted in UTF-16 code units as JavaScript strings are. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Field length limits of the API (RFC 5321 path limit for email). */
export const EMAIL_MAX_LENGTH = 254;
export const FULL_NAME_MAX_LENGTH = 255;
export const ITEM_TITLE_MAX_LENGTH = 255;
export const ITEM_DESCRIPTION_MAX_LENGTH = 255;

/** Limits the web forms add on top of the API's. */
export const PROFILE_FULL_NAME_MAX_LENGTH = 30;
export const SIGNUP_FULL_NAME_MIN_LENGTH = 3;

/** The password strength meter: zxcvbn scores 0..STRENGTH_MAX_SCORE, shown as a percentage. */
export const STRENGTH_MAX_SCORE = 4;
export const STRENGTH_MEDIUM_FROM_PERCENT = 33;
export const STRENGTH_HIGH_FROM_PERCENT = 66;

/** Keys the web app keeps in localStorage. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  theme: 'theme',
} as const;

/** Base path of every API route. */
export const API_PREFIX = '/api/v1';
