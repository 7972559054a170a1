import { randomBytes } from 'node:crypto';
import type { UserPublicRow } from '../../src/db/public-shapes.ts';
import { insertUser } from '../../src/features/users/repository.ts';
import type { TestApp } from './test-app.ts';

/** An address no other test uses. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/** A password that passes every rule and is on no common list. */
export function strongPassword(): string {
  return `Pw-${randomBytes(6).toString('hex')}-Zq9`;
}

interface UserOverrides {
  email?: string;
  password?: string;
  full_name?: string | null;
  is_superuser?: boolean;
  is_active?: boolean;
}

/** A stored account and the password it was given. */
export interface TestUser {
  user: UserPublicRow;
  email: string;
  password: string;
}

/** Stores an account directly (not through the API), with defaults for anything not given. */
export async function createUser(t: TestApp, overrides: UserOverrides = {}): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? strongPassword();
  const user = await insertUser(t.deps.db, {
    email,
    full_name: overrides.full_name === undefined ? 'Test User' : overrides.full_name,
    hashed_password: await t.deps.hasher.hash(password),
    is_superuser: overrides.is_superuser ?? false,
    is_active: overrides.is_active ?? true,
  });
  return { user, email, password };
}

/** Logs in through the API and returns the access token (throws on failure). */
export async function logIn(t: TestApp, email: string, password: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/login/access-token',
    payload: new URLSearchParams({ username: email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ access_token: string }>().access_token;
}

/** A signed-in account: the user, its password, a token and the header that carries it. */
export interface SignedInUser extends TestUser {
  token: string;
  headers: { authorization: string };
}

export async function createSignedInUser(t: TestApp, overrides: UserOverrides = {}): Promise<SignedInUser> {
  const created = await createUser(t, overrides);
  const token = await logIn(t, created.email, created.password);
  return { ...created, token, headers: bearer(token) };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
