import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Forms validate on blur; once a field shows an error, typing re-checks it (and every other field in
 * error, so fixing a password also clears "The passwords do not match") instead of waiting for the next
 * blur. Besides being what users expect, it keeps the layout still when they then click a button: an
 * error vanishing on that click's blur would move the button from under the pointer.
 */
export function useRevalidateOnChange<Input extends FieldValues, Output>(
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
