import { useEffect, useState } from 'react';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';

/**
 * Whether the form's current values are valid, updated on every keystroke. react-hook-form's own
 * `isValid` only changes on blur in 'onBlur' mode, which would leave a "disabled until valid" button
 * greyed out under the user's pointer after they typed the last character. Errors still show on blur.
 */
export function useLiveValidity<Input extends FieldValues, Output>(
  control: Control<Input, unknown, Output>,
  isValid: (values: unknown) => Promise<boolean>,
): boolean {
  const values = useWatch({ control });
  const [valid, setValid] = useState(false);
  useEffect(() => {
    let current = true;
    isValid(values)
      .then((result) => {
        if (current) setValid(result);
      })
      .catch(() => {
        if (current) setValid(false);
      });
    return () => {
      current = false;
    };
  }, [values, isValid]);
  return valid;
}
