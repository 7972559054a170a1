import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useWatch } from 'react-hook-form';
import { PasswordField } from '../../../components/password-field.tsx';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter.tsx';
import { lazyFormSchema } from '../../../lib/lazy-form-schema.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useResetPassword } from '../api/use-reset-password.ts';
import type { ResetPasswordOutput, ResetPasswordValues } from '../schemas/reset-password-schema.ts';

const schema = lazyFormSchema<ResetPasswordValues, ResetPasswordOutput>(() =>
  import('../schemas/reset-password-schema.ts').then((module) => module.resetPasswordSchema),
);

/** The new-password form for a reset link; `token` was read from the link and is kept only in memory. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword({ onSuccess: () => void navigate({ to: '/login' }) });
  const form = useSchemaForm(schema, { new_password: '', confirm_password: '' });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = form;
  const newPassword = useWatch({ control, name: 'new_password' });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ new_password }) => resetPassword.mutate({ token, new_password }))}
    >
      <Stack gap="md">
        <div>
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            required
            error={errors.new_password?.message}
            {...register('new_password')}
          />
          <PasswordStrengthMeter password={newPassword ?? ''} userInputs={[]} />
        </div>
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          required
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <Button type="submit" fullWidth loading={resetPassword.isPending}>
          Reset Password
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login" fw={600}>
            Log In
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
