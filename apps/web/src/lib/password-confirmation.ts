import { validationMessages as m } from '@listkeeper/shared/messages';
import { z } from 'zod';

/** The "Confirm Password" input: required, with the form's own wording for "required". */
export function confirmationField(requiredMessage: string = m.confirmationRequired) {
  return z.string({ error: requiredMessage }).min(1, requiredMessage);
}

/**
 * Adds "The passwords do not match" on the confirmation field. The pair is checked as its own schema,
 * intersected with the form's: a refinement on the form object itself would be skipped while any other
 * field (an empty email, say) still fails, hiding the mismatch from the user.
 */
export function withPasswordConfirmation<S extends z.ZodObject, P extends string, C extends string>(
  schema: S,
  passwordKey: P,
  confirmKey: C,
) {
  const pairShape = { [passwordKey]: z.string(), [confirmKey]: z.string() } as Record<P | C, z.ZodString>;
  const pair = z.object(pairShape).refine(
    (values) => {
      const record: Record<string, unknown> = values;
      return record[passwordKey] === record[confirmKey];
    },
    {
      path: [confirmKey],
      error: m.passwordsDoNotMatch,
    },
  );
  return z.intersection(schema, pair);
}
