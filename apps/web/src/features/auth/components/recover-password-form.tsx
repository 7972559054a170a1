import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazyFormSchema } from '../../../lib/lazy-form-schema.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useRecoverPassword } from '../api/use-recover-password.ts';
import type { RecoverPasswordOutput, RecoverPasswordValues } from '../schemas/recover-password-schema.ts';

const schema = lazyFormSchema<RecoverPasswordValues, RecoverPasswordOutput>(() =>
  import('../schemas/recover-password-schema.ts').then((module) => module.recoverPasswordSchema),
);

export function RecoverPasswordForm() {
  const form = useSchemaForm(schema, { email: '' });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const recover = useRecoverPassword({ onSuccess: () => reset() });

  return (
    <form noValidate onSubmit={handleSubmit(({ email }) => recover.mutate(email))}>
      <Stack gap="md">
        <TextInput
          label="Email"
          placeholder="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" fullWidth loading={recover.isPending}>
          Continue
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
