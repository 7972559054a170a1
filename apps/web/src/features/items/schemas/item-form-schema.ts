import { ITEM_DESCRIPTION_MAX_LENGTH, ITEM_TITLE_MAX_LENGTH } from '@listkeeper/shared/constants';
import { validationMessages as m } from '@listkeeper/shared/messages';
import { itemTitleField } from '@listkeeper/shared/schemas/fields';
import { z } from 'zod';

// The form keeps the description as text; an empty one is sent as null ("no description").
const descriptionInput = z.string().max(ITEM_DESCRIPTION_MAX_LENGTH, m.descriptionTooLong);

/** Add Item: the product words its required title with a full stop here. */
export const createItemSchema = z.object({
  title: z
    .string({ error: m.titleRequiredOnCreate })
    .trim()
    .min(1, m.titleRequiredOnCreate)
    .max(ITEM_TITLE_MAX_LENGTH, m.titleTooLong),
  description: descriptionInput,
});

/** Edit Item: "Title is required", as the API's own field says it. */
export const editItemSchema = z.object({ title: itemTitleField, description: descriptionInput });

export type ItemFormValues = z.input<typeof createItemSchema>;
export type ItemFormOutput = z.output<typeof createItemSchema>;
