import type { ItemPublic } from '@listkeeper/shared/schemas/item';
import { FormDialogActions } from '../../../components/form-dialog-actions.tsx';
import { lazyFormSchema } from '../../../lib/lazy-form-schema.ts';
import { useLiveValidity } from '../../../lib/use-live-validity.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useUpdateItem } from '../api/use-update-item.ts';
import { toItemPayload } from '../item-payload.ts';
import type { ItemFormOutput, ItemFormValues } from '../schemas/item-form-schema.ts';
import { ItemFormFields } from './item-form-fields.tsx';

const schema = lazyFormSchema<ItemFormValues, ItemFormOutput>(() =>
  import('../schemas/item-form-schema.ts').then((module) => module.editItemSchema),
);

export function EditItemForm({ item, onDone }: { item: ItemPublic; onDone: () => void }) {
  const form = useSchemaForm(schema, { title: item.title, description: item.description ?? '' });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const canSave = useLiveValidity(control, schema.isValid);
  const updateItem = useUpdateItem({ onSuccess: onDone });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => updateItem.mutate({ id: item.id, body: toItemPayload(values) }))}
    >
      <ItemFormFields register={register} errors={errors} />
      <FormDialogActions onCancel={onDone} saveDisabled={!canSave} loading={updateItem.isPending} />
    </form>
  );
}
