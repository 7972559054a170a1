import { errorMessages } from '@listkeeper/shared/messages';
import type { ItemCreate, ItemUpdate } from '@listkeeper/shared/schemas/item';
import type { AppDeps } from '../../app-deps.ts';
import type { ItemRow } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import {
  deleteOwnedItem,
  findOwnedItem,
  insertItem,
  listItemsWithTotal,
  updateOwnedItem,
} from './repository.ts';

// Someone else's item and a missing one get the same answer, so ids reveal nothing.
const notFound = () => new HttpError(404, errorMessages.itemNotFound);

/** A page of the owner's items, newest first, with their total. */
export async function listItemsPage(deps: AppDeps, ownerId: string, skip: number, limit: number) {
  const { rows, total } = await listItemsWithTotal(deps.db, ownerId, skip, limit);
  return { data: rows, count: total };
}

export function createItem(deps: AppDeps, ownerId: string, input: ItemCreate): Promise<ItemRow> {
  return insertItem(deps.db, {
    owner_id: ownerId,
    title: input.title,
    description: input.description ?? null,
  });
}

export async function getItem(deps: AppDeps, ownerId: string, id: string): Promise<ItemRow> {
  const item = await findOwnedItem(deps.db, ownerId, id);
  if (!item) {
    throw notFound();
  }
  return item;
}

export async function updateItem(
  deps: AppDeps,
  ownerId: string,
  id: string,
  input: ItemUpdate,
): Promise<ItemRow> {
  const changes = {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.description !== undefined && { description: input.description }),
    updated_at: deps.clock(),
  };
  const item = await updateOwnedItem(deps.db, ownerId, id, changes);
  if (!item) {
    throw notFound();
  }
  return item;
}

export async function deleteItem(deps: AppDeps, ownerId: string, id: string): Promise<void> {
  if (!(await deleteOwnedItem(deps.db, ownerId, id))) {
    throw notFound();
  }
}
