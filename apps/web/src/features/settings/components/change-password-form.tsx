import { Button, Group, Stack } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { PasswordField } from '../../../components/password-field.tsx';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter.tsx';
import { lazyFormSchema } from '../../../lib/lazy-form-schema.ts';
import { useCurrentUser } from '../../../lib/use-current-user.ts';
import { useLiveValidity } from '../../../lib/use-live-validity.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useChangePassword } from '../api/use-change-password.ts';
import type { ChangePasswordOutput, ChangePasswordValues } from '../schemas/change-password-schema.ts';
import { SectionCard } from './section-card.tsx';

const schema = lazyFormSchema<ChangePasswordValues, ChangePasswordOutput>(() =>
  import('../schemas/change-password-schema.ts').then((module) => module.changePasswordSchema),
);

const EMPTY: ChangePasswordValues = { current_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordForm() {
  const { data: user } = useCurrentUser();
  const form = useSchemaForm(schema, EMPTY);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = form;
  const canSave = useLiveValidity(control, schema.isValid);
  const newPassword = useWatch({ control, name: 'new_password' });
  const changePassword = useChangePassword({ onSuccess: () => reset(EMPTY) });

  return (
    <SectionCard title="Change Password">
      <form
        noValidate
        onSubmit={handleSubmit(({ current_password, new_password }) =>
          changePassword.mutate({ current_password, new_password }),
        )}
      >
        <Stack gap="md">
          <PasswordField
            label="Current Password"
            autoComplete="current-password"
            required
            error={errors.current_password?.message}
            {...register('current_password')}
          />
          <div>
            <PasswordField
              label="New Password"
              autoComplete="new-password"
              required
              error={errors.new_password?.message}
              {...register('new_password')}
            />
            <PasswordStrengthMeter
              password={newPassword ?? ''}
              userInputs={[user?.email ?? '', user?.full_name ?? '']}
            />
          </div>
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            required
            error={errors.confirm_password?.message}
            {...register('confirm_password')}
          />
          <Group>
            <Button type="submit" disabled={!canSave} loading={changePassword.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
