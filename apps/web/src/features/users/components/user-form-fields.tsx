import { Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { PasswordField } from '../../../components/password-field.tsx';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter.tsx';
import type { AddUserValues } from '../schemas/add-user-schema.ts';

export interface UserFormFieldsProps {
  register: UseFormRegister<AddUserValues>;
  control: Control<AddUserValues>;
  errors: FieldErrors<AddUserValues>;
  /** In Edit User an empty password keeps the current one. */
  passwordRequired: boolean;
}

/** The inputs Add User and Edit User share. */
export function UserFormFields({ register, control, errors, passwordRequired }: UserFormFieldsProps) {
  const [password, email, fullName] = useWatch({ control, name: ['password', 'email', 'full_name'] });
  return (
    <Stack gap="md">
      <TextInput
        label="Email"
        placeholder="Email"
        type="email"
        required
        data-autofocus
        error={errors.email?.message}
        {...register('email')}
      />
      <TextInput
        label="Full Name"
        placeholder="Full Name"
        error={errors.full_name?.message}
        {...register('full_name')}
      />
      <div>
        <PasswordField
          label="Set Password"
          autoComplete="new-password"
          required={passwordRequired}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordStrengthMeter password={password ?? ''} userInputs={[email ?? '', fullName ?? '']} />
      </div>
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        required={passwordRequired}
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      <Group gap="xl">
        <Controller
          control={control}
          name="is_superuser"
          render={({ field: { value, onChange, onBlur, ref, name } }) => (
            <Checkbox
              label="Is superuser?"
              name={name}
              ref={ref}
              checked={value}
              onBlur={onBlur}
              onChange={(event) => onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Controller
          control={control}
          name="is_active"
          render={({ field: { value, onChange, onBlur, ref, name } }) => (
            <Checkbox
              label="Is active?"
              name={name}
              ref={ref}
              checked={value}
              onBlur={onBlur}
              onChange={(event) => onChange(event.currentTarget.checked)}
            />
          )}
        />
      </Group>
    </Stack>
  );
}
