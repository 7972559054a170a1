import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Ref } from 'react';

export interface PasswordFieldProps
  extends Omit<
    PasswordInputProps,
    'visible' | 'onVisibilityChange' | 'visibilityToggleButtonProps' | 'label'
  > {
  /** Also used as the placeholder, as every input of the product does. */
  label: string;
  ref?: Ref<HTMLInputElement>;
}

/** A password input whose show/hide toggle is a real, named, keyboard-reachable button. */
export function PasswordField({ label, ...props }: PasswordFieldProps) {
  const [visible, { toggle }] = useDisclosure(false);
  return (
    <PasswordInput
      label={label}
      placeholder={label}
      visible={visible}
      onVisibilityChange={toggle}
      visibilityToggleFocusable
      // The changing name already tells the state, so aria-pressed would only repeat it.
      visibilityToggleButtonProps={{
        'aria-label': visible ? 'Hide password' : 'Show password',
        'aria-pressed': undefined,
      }}
      {...props}
    />
  );
}
