import { SEED_PASSWORD, seedEmail } from './seed.ts';

/** A signed-in seeded user: the bearer header and the ids of some of their items. */
export interface SignedInUser {
  email: string;
  headers: Record<string, string>;
  itemIds: string[];
}

/** Logs in through the API, as the web app does; returns the authorization header. */
export async function logIn(
  baseUrl: string,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/v1/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }).toString(),
  });
  if (!response.ok) {
    throw new Error(`login of ${email} failed: ${response.status} ${await response.text()}`);
  }
  const { access_token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

async function firstItemIds(baseUrl: string, headers: Record<string, string>): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/v1/items/?skip=0&limit=20`, { headers });
  const page = (await response.json()) as { data: Array<{ id: string }> };
  return page.data.map((item) => item.id);
}

/** Signs in seeded users `from`..`from + count - 1`, one after another (each login is one argon2 verify). */
export async function signInUsers(baseUrl: string, from: number, count: number): Promise<SignedInUser[]> {
  const users: SignedInUser[] = [];
  for (let n = from; n < from + count; n++) {
    const email = seedEmail(n);
    const headers = await logIn(baseUrl, email, SEED_PASSWORD);
    users.push({ email, headers, itemIds: await firstItemIds(baseUrl, headers) });
  }
  return users;
}

/** The owner ids of seeded users, for the floor server's `?owner=`. */
export async function ownerIds(baseUrl: string, users: SignedInUser[]): Promise<string[]> {
  return Promise.all(
    users.map(async (user) => {
      const response = await fetch(`${baseUrl}/api/v1/users/me`, { headers: user.headers });
      return ((await response.json()) as { id: string }).id;
    }),
  );
}
