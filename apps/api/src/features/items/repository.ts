import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/database.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { type ItemRow, items } from '../../db/schema.ts';

/** Changes to an item; only the keys present change. */
export type ItemChanges = Partial<Pick<ItemRow, 'title' | 'description'>> & { updated_at: Date };

const ownedBy = (ownerId: string, id: string) => and(eq(items.id, id), eq(items.owner_id, ownerId));

const pageWithTotal = preparedPerDb((db) => {
  const ownerCount = db
    .select({ total: count().as('total') })
    .from(items)
    .where(eq(items.owner_id, sql.placeholder('ownerId')))
    .as('owner_count');
  const page = db
    .select()
    .from(items)
    .where(eq(items.owner_id, sql.placeholder('ownerId')))
    .orderBy(desc(items.created_at), desc(items.id))
    .offset(sql.placeholder('skip'))
    .limit(sql.placeholder('limit'))
    .as('page');
  const item = {
    id: page.id,
    owner_id: page.owner_id,
    title: page.title,
    description: page.description,
    created_at: page.created_at,
    updated_at: page.updated_at,
  };
  return db
    .select({ total: ownerCount.total, item })
    .from(ownerCount)
    .leftJoinLateral(page, sql`true`)
    .prepare('items_page_with_total');
});

/**
 * One page of the owner's items, newest first, and how many they have in all, in one statement: the count
 * (an index-only scan) joined laterally to the page (an index range scan), so a page past the end still
 * carries the total.
 */
export async function listItemsWithTotal(
  db: Db,
  ownerId: string,
  skip: number,
  limit: number,
): Promise<{ rows: ItemRow[]; total: number }> {
  const result = await pageWithTotal(db).execute({ ownerId, skip, limit });
  return {
    rows: result.flatMap((row) => (row.item ? [row.item] : [])),
    total: result[0]?.total ?? 0,
  };
}

export async function insertItem(
  db: Queryable,
  item: { owner_id: string; title: string; description: string | null },
): Promise<ItemRow> {
  const [row] = await db.insert(items).values(item).returning();
  if (!row) {
    throw new Error('insert returned no row');
  }
  return row;
}

/** The item if it exists and belongs to the owner. */
export async function findOwnedItem(
  db: Queryable,
  ownerId: string,
  id: string,
): Promise<ItemRow | undefined> {
  const [row] = await db.select().from(items).where(ownedBy(ownerId, id));
  return row;
}

export async function updateOwnedItem(
  db: Queryable,
  ownerId: string,
  id: string,
  changes: ItemChanges,
): Promise<ItemRow | undefined> {
  const [row] = await db.update(items).set(changes).where(ownedBy(ownerId, id)).returning();
  return row;
}

export async function deleteOwnedItem(db: Queryable, ownerId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(items).where(ownedBy(ownerId, id)).returning({ id: items.id });
  return deleted.length > 0;
}
