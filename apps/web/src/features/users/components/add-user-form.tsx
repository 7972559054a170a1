import { FormDialogActions } from '../../../components/form-dialog-actions.tsx';
import { lazyFormSchema } from '../../../lib/lazy-form-schema.ts';
import { useLiveValidity } from '../../../lib/use-live-validity.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateUser } from '../api/use-create-user.ts';
import type { AddUserOutput, AddUserValues } from '../schemas/add-user-schema.ts';
import { addUserDefaults, toUserCreatePayload } from '../user-payloads.ts';
import { UserFormFields } from './user-form-fields.tsx';

const schema = lazyFormSchema<AddUserValues, AddUserOutput>(() =>
  import('../schemas/add-user-schema.ts').then((module) => module.addUserSchema),
);

export function AddUserForm({ onDone }: { onDone: () => void }) {
  const form = useSchemaForm(schema, addUserDefaults);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const canSave = useLiveValidity(control, schema.isValid);
  const createUser = useCreateUser({ onSuccess: onDone });

  return (
    <form noValidate onSubmit={handleSubmit((values) => createUser.mutate(toUserCreatePayload(values)))}>
      <UserFormFields register={register} control={control} errors={errors} passwordRequired />
      <FormDialogActions onCancel={onDone} saveDisabled={!canSave} loading={createUser.isPending} />
    </form>
  );
}
