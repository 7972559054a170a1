import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from './support/factories.ts';
import { apiCaller } from './support/requests.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t);
});
afterAll(() => t.close());

const call = apiCaller(() => t);

async function createItem(user: SignedInUser, payload: object = { title: 'An item' }) {
  const response = await call('POST', '/items/', user.headers, payload);
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; title: string; description: string | null; owner_id: string }>();
}

describe('POST /items/', () => {
  it('creates an item owned by the caller, whatever owner_id the body says', async () => {
    const other = await createSignedInUser(t);
    const item = await createItem(owner, {
      title: '  Groceries  ',
      description: 'Milk',
      owner_id: other.user.id,
    });
    expect(item).toMatchObject({ title: 'Groceries', description: 'Milk', owner_id: owner.user.id });
    expect(Object.keys(item).sort()).toEqual([
      'created_at',
      'description',
      'id',
      'owner_id',
      'title',
      'updated_at',
    ]);
  });

  it('stores a missing description as null', async () => {
    expect((await createItem(owner, { title: 'No description' })).description).toBeNull();
  });

  it('answers 422 for a missing, blank or too long title and a too long description', async () => {
    for (const payload of [
      {},
      { title: '   ' },
      { title: 'x'.repeat(256) },
      { title: 'ok', description: 'x'.repeat(256) },
    ]) {
      const response = await call('POST', '/items/', owner.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().detail[0].loc[0]).toBe('body');
    }
  });

  it('accepts the longest title and description', async () => {
    const item = await createItem(owner, { title: 't'.repeat(255), description: 'd'.repeat(255) });
    expect(item.title).toHaveLength(255);
  });
});

describe('GET /items/', () => {
  it("lists only the caller's items, newest first, with their total, superusers included", async () => {
    const user = await createSignedInUser(t, { is_superuser: true });
    const titles = [];
    for (let index = 0; index < 7; index++) {
      t.clock.advanceMs(1000);
      titles.push((await createItem(user, { title: `Item ${index}` })).title);
    }
    await createItem(owner, { title: 'Not theirs' });
    const firstPage = (await call('GET', '/items/?skip=0&limit=5', user.headers)).json();
    expect(firstPage.count).toBe(7);
    expect(firstPage.data.map((item: { title: string }) => item.title)).toEqual(titles.slice(2).reverse());
    const secondPage = (await call('GET', '/items/?skip=5&limit=5', user.headers)).json();
    expect(secondPage.data.map((item: { title: string }) => item.title)).toEqual(['Item 1', 'Item 0']);
    expect(secondPage.count).toBe(7);
    const beyond = (await call('GET', '/items/?skip=50', user.headers)).json();
    expect(beyond).toEqual({ data: [], count: 7 });
  });

  it('keeps a stable order for items created in the same instant', async () => {
    const user = await createSignedInUser(t);
    await t.database.pool.query(
      "INSERT INTO items (owner_id, title, created_at) SELECT $1, 'same ' || n, '2026-01-01T00:00:00Z' FROM generate_series(1, 6) n",
      [user.user.id],
    );
    const pageOne = (await call('GET', '/items/?skip=0&limit=3', user.headers)).json().data;
    const pageTwo = (await call('GET', '/items/?skip=3&limit=3', user.headers)).json().data;
    const ids = [...pageOne, ...pageTwo].map((item: { id: string }) => item.id);
    expect(new Set(ids).size).toBe(6);
    expect([...ids].sort().reverse()).toEqual(ids);
  });

  it('defaults to skip 0 and limit 100', async () => {
    const response = await call('GET', '/items/', owner.headers);
    expect(response.statusCode).toBe(200);
  });
});

describe('one item', () => {
  it('reads, updates only the fields sent, and deletes', async () => {
    const item = await createItem(owner, { title: 'Original', description: 'Keep me' });
    expect((await call('GET', `/items/${item.id}`, owner.headers)).json()).toMatchObject({
      title: 'Original',
    });
    t.clock.advanceMs(5000);
    const updated = await call('PUT', `/items/${item.id}`, owner.headers, {
      title: 'Renamed',
      owner_id: randomUUID(),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      title: 'Renamed',
      description: 'Keep me',
      owner_id: owner.user.id,
    });
    expect(updated.json().updated_at).toBe(t.clock.now().toISOString());
    const cleared = await call('PUT', `/items/${item.id}`, owner.headers, { description: null });
    expect(cleared.json()).toMatchObject({ title: 'Renamed', description: null });
    const deleted = await call('DELETE', `/items/${item.id}`, owner.headers);
    expect(deleted.json()).toEqual({ message: 'Item deleted successfully' });
    expect((await call('GET', `/items/${item.id}`, owner.headers)).statusCode).toBe(404);
  });

  it('answers 422 for a path id that is not a UUID and for a blank title on update', async () => {
    const bad = await call('GET', '/items/not-a-uuid', owner.headers);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['path', 'id']);
    const item = await createItem(owner);
    expect((await call('PUT', `/items/${item.id}`, owner.headers, { title: ' ' })).statusCode).toBe(422);
  });

  it('requires a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/items/' })).statusCode).toBe(401);
  });
});
