import type { UserPublic } from '@listkeeper/shared/schemas/user';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { lazyFormSchema } from '../../../lib/lazy-form-schema.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useUpdateMe } from '../api/use-update-me.ts';
import { toProfilePayload } from '../profile-payload.ts';
import type { ProfileOutput, ProfileValues } from '../schemas/profile-schema.ts';

const schema = lazyFormSchema<ProfileValues, ProfileOutput>(() =>
  import('../schemas/profile-schema.ts').then((module) => module.profileSchema),
);

export interface ProfileFormProps {
  user: UserPublic;
  /** Back to the read view, after saving or on Cancel. */
  onDone: () => void;
}

/** My profile's edit view. */
export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const form = useSchemaForm(schema, { full_name: user.full_name ?? '', email: user.email });
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isDirty },
  } = form;
  const email = useWatch({ control, name: 'email' });
  const updateMe = useUpdateMe({ onSuccess: onDone });

  return (
    <form noValidate onSubmit={handleSubmit((values) => updateMe.mutate(toProfilePayload(values)))}>
      <Stack gap="md">
        <TextInput
          label="Full name"
          placeholder="Full name"
          autoComplete="name"
          data-autofocus
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
        <Group gap="sm">
          <Button type="submit" disabled={!isDirty || !email?.trim()} loading={updateMe.isPending}>
            Save
          </Button>
          <Button
            variant="default"
            disabled={updateMe.isPending}
            onClick={() => {
              reset();
              onDone();
            }}
          >
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
