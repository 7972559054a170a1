import type { UserPublic } from '@listkeeper/shared/schemas/user';
import { FormDialogActions } from '../../../components/form-dialog-actions.tsx';
import { lazyFormSchema } from '../../../lib/lazy-form-schema.ts';
import { useLiveValidity } from '../../../lib/use-live-validity.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useUpdateUser } from '../api/use-update-user.ts';
import type { EditUserOutput, EditUserValues } from '../schemas/edit-user-schema.ts';
import { toUserUpdatePayload } from '../user-payloads.ts';
import { UserFormFields } from './user-form-fields.tsx';

const schema = lazyFormSchema<EditUserValues, EditUserOutput>(() =>
  import('../schemas/edit-user-schema.ts').then((module) => module.editUserSchema),
);

export function EditUserForm({ user, onDone }: { user: UserPublic; onDone: () => void }) {
  const form = useSchemaForm(schema, {
    email: user.email,
    full_name: user.full_name ?? '',
    password: '',
    confirm_password: '',
    is_superuser: user.is_superuser,
    is_active: user.is_active,
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const canSave = useLiveValidity(control, schema.isValid);
  const updateUser = useUpdateUser({ onSuccess: onDone });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        updateUser.mutate({ id: user.id, body: toUserUpdatePayload(values) }),
      )}
    >
      <UserFormFields register={register} control={control} errors={errors} passwordRequired={false} />
      <FormDialogActions onCancel={onDone} saveDisabled={!canSave} loading={updateUser.isPending} />
    </form>
  );
}
