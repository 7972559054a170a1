import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useWatch } from 'react-hook-form';
import { PasswordField } from '../../../components/password-field.tsx';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter.tsx';
import { lazyFormSchema } from '../../../lib/lazy-form-schema.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSignup } from '../api/use-signup.ts';
import type { SignupOutput, SignupValues } from '../schemas/signup-schema.ts';

const schema = lazyFormSchema<SignupValues, SignupOutput>(() =>
  import('../schemas/signup-schema.ts').then((module) => module.signupSchema),
);

export function SignupForm() {
  const navigate = useNavigate();
  const signup = useSignup({ onSuccess: () => void navigate({ to: '/login' }) });
  const form = useSchemaForm(schema, { full_name: '', email: '', password: '', confirm_password: '' });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = form;
  const [password, email, fullName] = useWatch({ control, name: ['password', 'email', 'full_name'] });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ email, full_name, password }) =>
        signup.mutate({ email, full_name, password }),
      )}
    >
      <Stack gap="md">
        <TextInput
          label="Full Name"
          placeholder="Full Name"
          autoComplete="name"
          minLength={3}
          required
          error={errors.full_name?.message}
          {...register('full_name')}
        />
        <TextInput
          label="Email"
          placeholder="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <div>
          <PasswordField
            label="Password"
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordStrengthMeter password={password ?? ''} userInputs={[email ?? '', fullName ?? '']} />
        </div>
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          required
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <Button type="submit" fullWidth loading={signup.isPending}>
          Sign Up
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Log In
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
