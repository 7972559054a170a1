import { describe, expect, it } from 'vitest';
import { useMainOnDataDir } from '../support/embedded-data-dir.ts';
import { startMain } from '../support/main-process.ts';
import { waitUntil } from '../support/wait-until.ts';

const ROUNDS = 10;
const PASSWORD = 'Zq9-fault-admin-password';

const fault = useMainOnDataDir();

const env = () => ({
  DATA_DIR: fault.data.dir,
  FIRST_SUPERUSER_PASSWORD: PASSWORD,
  RATE_LIMIT_ENABLED: 'false',
});

async function api(method: string, path: string, token?: string, body?: object | string) {
  const form = typeof body === 'string';
  return fetch(`${fault.main?.url}/api/v1${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && {
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      }),
    },
    body: form ? body : body && JSON.stringify(body),
  });
}

async function signedIn(
  adminToken: string | undefined,
  email: string,
  password = `Zq9-${email}`,
): Promise<{ id: string; token: string }> {
  const created = adminToken
    ? ((await (await api('POST', '/users/', adminToken, { email, password })).json()) as { id: string })
    : undefined;
  const login = await api(
    'POST',
    '/login/access-token',
    undefined,
    new URLSearchParams({ username: email, password }).toString(),
  );
  const { access_token } = (await login.json()) as { access_token: string };
  return { id: created?.id ?? '', token: access_token };
}

/** Writes until the server goes away; returns what it acknowledged. */
async function writeItems(token: string, acked: string[]): Promise<void> {
  for (let index = 0; ; index++) {
    try {
      const response = await api('POST', '/items/', token, { title: `item ${index}` });
      if (response.status === 201) {
        acked.push(((await response.json()) as { id: string }).id);
      }
    } catch {
      return;
    }
  }
}

async function deleteUsers(
  adminToken: string,
  victims: string[],
  acked: string[],
  ready: () => boolean,
): Promise<void> {
  await waitUntil('the item writers to get going', ready, { timeoutMs: 30_000, intervalMs: 1 });
  for (const id of victims) {
    try {
      if ((await api('DELETE', `/users/${id}`, adminToken)).status === 200) {
        acked.push(id);
      }
    } catch {
      return;
    }
  }
}

describe('kill -9 during writes', () => {
  it(`item 29: after ${ROUNDS} kills (some of PostgreSQL too), every acknowledged write is there and no item lost its owner`, async () => {
    const ackedItems: string[] = [];
    const ackedDeletions: string[] = [];
    let admin = '';
    let writers: Array<{ id: string; token: string }> = [];
    for (let round = 0; round <= ROUNDS; round++) {
      fault.main = await startMain(env());
      await check(ackedItems, ackedDeletions);
      if (round === ROUNDS) {
        break;
      }
      if (round === 0) {
        admin = (await signedIn(undefined, 'admin@example.com', PASSWORD)).token;
        writers = await Promise.all(
          ['one', 'two', 'three'].map((name) => signedIn(admin, `writer-${name}@example.com`)),
        );
      }
      const victims = await Promise.all(
        ['a', 'b', 'c', 'd', 'e', 'f'].map(async (name) => {
          const victim = await signedIn(admin, `victim-${round}-${name}@example.com`);
          for (let item = 0; item < 10; item++) {
            await api('POST', '/items/', victim.token, { title: `doomed ${item}` });
          }
          return victim.id;
        }),
      );
      // Kill once enough items are acknowledged and while a deletion is in flight.
      const itemTarget = ackedItems.length + 10 + Math.floor(Math.random() * 40);
      const deletionTarget = ackedDeletions.length + Math.floor(Math.random() * (victims.length - 1));
      const work = Promise.all([
        ...writers.map((writer) => writeItems(writer.token, ackedItems)),
        deleteUsers(admin, victims, ackedDeletions, () => ackedItems.length >= itemTarget),
      ]);
      await waitUntil(
        'writes to be acknowledged',
        () => ackedItems.length >= itemTarget && ackedDeletions.length >= deletionTarget,
        { timeoutMs: 30_000, intervalMs: 1 },
      );
      fault.main.child.kill('SIGKILL');
      if (round % 3 === 2) {
        await fault.data.killServer();
      }
      await fault.main.exited;
      await work;
    }
    fault.main?.child.kill('SIGTERM');
    expect(await fault.main?.exited).toBe(0);
    fault.main = undefined;
    console.info(
      `kill -9 rounds: ${ROUNDS}, acknowledged items checked: ${ackedItems.length}, deletions: ${ackedDeletions.length}`,
    );
    expect(ackedItems.length).toBeGreaterThan(ROUNDS * 10);
  }, 240_000);
});

/** Everything acknowledged is stored, acknowledged deletions took everything with them, and no item is orphaned. */
async function check(ackedItems: string[], ackedDeletions: string[]): Promise<void> {
  const client = await fault.data.client();
  try {
    const items = await client.query('SELECT count(*)::int AS n FROM items WHERE id = ANY($1::uuid[])', [
      ackedItems,
    ]);
    expect(items.rows[0].n).toBe(ackedItems.length);
    const users = await client.query('SELECT count(*)::int AS n FROM users WHERE id = ANY($1::uuid[])', [
      ackedDeletions,
    ]);
    expect(users.rows[0].n).toBe(0);
    const orphans = await client.query(
      'SELECT count(*)::int AS n FROM items LEFT JOIN users ON users.id = items.owner_id WHERE users.id IS NULL',
    );
    expect(orphans.rows[0].n).toBe(0);
  } finally {
    await client.end();
  }
}
