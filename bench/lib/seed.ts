import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { DEFAULT_HASH_PARAMETERS } from '../../apps/api/src/auth/password-hasher.ts';

export const SEED_USERS = 1000;
export const ITEMS_PER_USER = 50;
export const SEED_PASSWORD = 'bench-password-7f3a';

/** The email of seeded user `n` (1-based). */
export const seedEmail = (n: number) => `user${n}@bench.example.com`;

/**
 * Inserts the users and their items with set-based SQL: one argon2id hash at the production parameters,
 * shared by every seeded user, so seeding takes a second rather than a thousand hashes.
 */
export async function seed(url: string): Promise<void> {
  const hashed = await hash(SEED_PASSWORD, { ...DEFAULT_HASH_PARAMETERS, algorithm: 2 });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO users (email, full_name, hashed_password, created_at, updated_at)
       SELECT 'user' || n || '@bench.example.com', 'Bench user ' || n, $1,
              now() - n * interval '1 second', now() - n * interval '1 second'
       FROM generate_series(1, $2::int) AS n`,
      [hashed, SEED_USERS],
    );
    await client.query(
      `INSERT INTO items (owner_id, title, description, created_at, updated_at)
       SELECT u.id, 'Item ' || n, 'Seeded item number ' || n || ' of ' || u.email,
              now() - n * interval '1 minute', now() - n * interval '1 minute'
       FROM users u CROSS JOIN generate_series(1, $1::int) AS n
       WHERE u.email LIKE '%@bench.example.com'`,
      [ITEMS_PER_USER],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}
