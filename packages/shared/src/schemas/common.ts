import { z } from 'zod';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from '../constants.ts';

/** A plain confirmation answer. */
export const Message = z.object({ message: z.string() }).meta({ id: 'Message' });
export type Message = z.infer<typeof Message>;

/** The body of every error answer except validation errors. */
export const HTTPError = z.object({ detail: z.string() }).meta({ id: 'HTTPError' });
export type HTTPError = z.infer<typeof HTTPError>;

/** One problem found in a request: where it is, what is wrong, and a machine-readable code. */
export const ValidationIssue = z
  .object({
    loc: z.array(z.union([z.string(), z.number()])),
    msg: z.string(),
    type: z.string(),
  })
  .meta({ id: 'ValidationIssue' });
export type ValidationIssue = z.infer<typeof ValidationIssue>;

/** The body of a 422 answer. */
export const HTTPValidationError = z
  .object({ detail: z.array(ValidationIssue) })
  .meta({ id: 'HTTPValidationError' });
export type HTTPValidationError = z.infer<typeof HTTPValidationError>;

/** Paging of every list endpoint: skip >= 0, limit 1..100. */
export const ListQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
});
export type ListQuery = z.infer<typeof ListQuery>;

/** A path parameter holding a row id. */
export const IdParam = z.uuid();
