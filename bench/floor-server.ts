// Floor (a): the least a server can do to answer the item list, over the same pool size and the same SQL as
// GET /api/v1/items/. No auth, no validation, no schemas, no logging, prepared statements. The real endpoint's
// requests per second are held against this one's.
import Fastify from 'fastify';
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) {
  throw new Error('DATABASE_URL is required');
}
const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });

// The statement the items repository prepares (drizzle's output for it): the owner's count joined laterally
// to the page, so the count's owner is $1 and the page's $2.
const pageWithTotal = {
  name: 'floor_items_page_with_total',
  text:
    'select "total", "page"."id", "page"."owner_id", "page"."title", "page"."description", ' +
    '"page"."created_at", "page"."updated_at" from (select count(*) as "total" from "items" ' +
    'where "items"."owner_id" = $1) "owner_count" left join lateral (select "id", "owner_id", "title", ' +
    '"description", "created_at", "updated_at" from "items" where "items"."owner_id" = $2 ' +
    'order by "items"."created_at" desc, "items"."id" desc limit $3 offset $4) "page" on true',
};

const app = Fastify({ logger: false });
app.get('/items', async (request) => {
  const { owner = '', skip = '0', limit = '5' } = request.query as Record<string, string | undefined>;
  const { rows } = await pool.query({
    ...pageWithTotal,
    values: [owner, owner, Number(limit), Number(skip)],
  });
  const data = rows[0]?.id === null ? [] : rows.map(({ total: _total, ...item }) => item);
  return { data, count: Number(rows[0]?.total ?? 0) };
});
app.get('/ready', async () => ({ status: 'ok' }));

const close = () => {
  app
    .close()
    .then(() => pool.end())
    .finally(() => process.exit(0));
};
process.on('SIGTERM', close);
process.on('SIGINT', close);

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
