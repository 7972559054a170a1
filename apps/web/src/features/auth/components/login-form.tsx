import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { PasswordField } from '../../../components/password-field.tsx';
import { lazyFormSchema } from '../../../lib/lazy-form-schema.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useLogin } from '../api/use-login.ts';
import type { LoginOutput, LoginValues } from '../schemas/login-schema.ts';

const schema = lazyFormSchema<LoginValues, LoginOutput>(() =>
  import('../schemas/login-schema.ts').then((module) => module.loginSchema),
);

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin({ onSuccess: () => void navigate({ to: '/' }) });
  const form = useSchemaForm(schema, { username: '', password: '' });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  return (
    <form noValidate onSubmit={handleSubmit((values) => login.mutate(values))}>
      <Stack gap="md">
        <TextInput
          label="Email"
          placeholder="Email"
          type="email"
          autoComplete="username"
          required
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to="/recover-password" size="sm">
            Forgot Password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending}>
          Log In
        </Button>
        <Text size="sm" ta="center">
          Don't have an account?{' '}
          <Anchor component={Link} to="/signup" fw={600}>
            Sign Up
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
