import { Stack, Textarea, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ItemFormValues } from '../schemas/item-form-schema.ts';

export interface ItemFormFieldsProps {
  register: UseFormRegister<ItemFormValues>;
  errors: FieldErrors<ItemFormValues>;
}

/** The inputs Add Item and Edit Item share. */
export function ItemFormFields({ register, errors }: ItemFormFieldsProps) {
  return (
    <Stack gap="md">
      <TextInput
        label="Title"
        placeholder="Title"
        required
        data-autofocus
        error={errors.title?.message}
        {...register('title')}
      />
      <Textarea
        label="Description"
        placeholder="Description"
        autosize
        minRows={2}
        maxRows={6}
        error={errors.description?.message}
        {...register('description')}
      />
    </Stack>
  );
}
