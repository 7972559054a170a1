import { useEffect } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { LazyFormSchema } from './lazy-form-schema.ts';

/**
 * Every form of the app: validated by its schema when a field loses focus, and, once a field shows an error,
 * again on each keystroke.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: LazyFormSchema<Input, Output>,
  defaultValues: DefaultValues<Input>,
): UseFormReturn<Input, unknown, Output> {
  const form = useForm<Input, unknown, Output>({
    resolver: schema.resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues,
  });
  useRevalidateOnChange(form);
  return form;
}

/**
 * Typing re-checks every field in error (so fixing a password also clears "The passwords do not match")
 * instead of waiting for the next blur. Besides being what users expect, it keeps the layout still when they
 * then click a button: an error vanishing on that click's blur would move the button from under the pointer.
 */
function useRevalidateOnChange<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
) {
  const { watch, trigger, formState } = form;
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      const failing = Object.keys(formState.errors) as FieldPath<Input>[];
      if (failing.length > 0) void trigger(failing);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, formState]);
}
