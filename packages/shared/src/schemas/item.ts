import { z } from 'zod';
import { itemDescriptionField, itemTitleField, timestampField } from './fields.ts';

/** An item as the API shows it. */
export const ItemPublic = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    owner_id: z.uuid(),
    created_at: timestampField,
    updated_at: timestampField,
  })
  .meta({ id: 'ItemPublic' });
export type ItemPublic = z.infer<typeof ItemPublic>;

/** A page of items and the total count. */
export const ItemsPublic = z
  .object({ data: z.array(ItemPublic), count: z.number().int() })
  .meta({ id: 'ItemsPublic' });
export type ItemsPublic = z.infer<typeof ItemsPublic>;

/** A new item; its owner is always the caller. */
export const ItemCreate = z
  .object({
    title: itemTitleField,
    description: itemDescriptionField.optional(),
  })
  .meta({ id: 'ItemCreate' });
export type ItemCreate = z.input<typeof ItemCreate>;

/** A change to an item; only the fields sent change. */
export const ItemUpdate = z
  .object({
    title: itemTitleField.optional(),
    description: itemDescriptionField.optional(),
  })
  .meta({ id: 'ItemUpdate' });
export type ItemUpdate = z.input<typeof ItemUpdate>;
