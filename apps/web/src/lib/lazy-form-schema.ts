import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export interface LazyFormSchema<Input extends FieldValues, Output> {
  /** The react-hook-form resolver. */
  resolver: Resolver<Input, unknown, Output>;
  /** Whether `values` would pass, for buttons that stay disabled until the form is valid. */
  isValid: (values: unknown) => Promise<boolean>;
}

/**
 * A form's zod schema, imported on first use. Form schemas are built with the full zod API (the shared
 * package's fields), which would otherwise weigh on the first load of every page, /login included; a
 * form needs it only once the user types, leaves a field or submits.
 */
export function lazyFormSchema<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): LazyFormSchema<Input, Output> {
  let pending: Promise<[Resolver<Input, unknown, Output>, z.ZodType<Output, Input>]> | undefined;
  const load = () => {
    pending ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => [zodResolver(schema) as Resolver<Input, unknown, Output>, schema],
    );
    // A failed download may succeed on the next try.
    pending.catch(() => {
      pending = undefined;
    });
    return pending;
  };
  return {
    resolver: async (values, context, options) => {
      const [resolver] = await load();
      return resolver(values, context, options);
    },
    isValid: async (values) => {
      const [, schema] = await load();
      return (await schema.safeParseAsync(values)).success;
    },
  };
}
