import type { ItemCreate, ItemUpdate } from '@listkeeper/shared/schemas/item';
import type { ItemFormOutput } from './schemas/item-form-schema.ts';

/** The body of POST and PUT /items: an empty description means none (null). */
export function toItemPayload(values: ItemFormOutput): ItemCreate & ItemUpdate {
  return { title: values.title, description: values.description.trim() ? values.description : null };
}
