import { FormDialogActions } from '../../../components/form-dialog-actions.tsx';
import { lazyFormSchema } from '../../../lib/lazy-form-schema.ts';
import { useLiveValidity } from '../../../lib/use-live-validity.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateItem } from '../api/use-create-item.ts';
import { toItemPayload } from '../item-payload.ts';
import type { ItemFormOutput, ItemFormValues } from '../schemas/item-form-schema.ts';
import { ItemFormFields } from './item-form-fields.tsx';

const schema = lazyFormSchema<ItemFormValues, ItemFormOutput>(() =>
  import('../schemas/item-form-schema.ts').then((module) => module.createItemSchema),
);

export function AddItemForm({ onDone }: { onDone: () => void }) {
  const form = useSchemaForm(schema, { title: '', description: '' });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const canSave = useLiveValidity(control, schema.isValid);
  const createItem = useCreateItem({ onSuccess: onDone });

  return (
    <form noValidate onSubmit={handleSubmit((values) => createItem.mutate(toItemPayload(values)))}>
      <ItemFormFields register={register} errors={errors} />
      <FormDialogActions onCancel={onDone} saveDisabled={!canSave} loading={createItem.isPending} />
    </form>
  );
}
