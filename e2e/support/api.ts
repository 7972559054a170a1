import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { ADMIN } from './e2e-env.ts';

/** A person with an account, created through the API. */
export interface Account {
  id: string;
  email: string;
  password: string;
  fullName: string | null;
  token: string;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export function strongPassword(): string {
  return `Pw-${randomBytes(6).toString('hex')}-Zq9`;
}

export async function logInThroughApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const response = await request.post('/api/v1/login/access-token', { form: { username: email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

let adminToken: Promise<string> | undefined;

/** A token of the first superuser, shared by one worker. */
export function adminTokenFor(request: APIRequestContext): Promise<string> {
  adminToken ??= logInThroughApi(request, ADMIN.email, ADMIN.password);
  return adminToken;
}

interface NewAccount {
  fullName?: string | null;
  isSuperuser?: boolean;
  isActive?: boolean;
  email?: string;
}

/** Creates an account as the first superuser would, and signs it in. */
export async function createAccount(request: APIRequestContext, options: NewAccount = {}): Promise<Account> {
  const email = options.email ?? uniqueEmail();
  const password = strongPassword();
  const fullName = options.fullName === undefined ? 'Test Person' : options.fullName;
  const response = await request.post('/api/v1/users/', {
    headers: { authorization: `Bearer ${await adminTokenFor(request)}` },
    data: {
      email,
      password,
      full_name: fullName,
      is_superuser: options.isSuperuser ?? false,
      is_active: options.isActive ?? true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const token = options.isActive === false ? '' : await logInThroughApi(request, email, password);
  return { id, email, password, fullName, token };
}

/** Deletes an account (and its items) if it still exists. */
export async function deleteAccount(request: APIRequestContext, id: string): Promise<void> {
  const response = await request.delete(`/api/v1/users/${id}`, {
    headers: { authorization: `Bearer ${await adminTokenFor(request)}` },
  });
  expect([200, 404]).toContain(response.status());
}

/** Creates items for an account, oldest first. */
export async function createItems(
  request: APIRequestContext,
  account: Account,
  items: Array<{ title: string; description?: string | null }>,
): Promise<Array<{ id: string; title: string }>> {
  const created = [];
  for (const item of items) {
    const response = await request.post('/api/v1/items/', {
      headers: { authorization: `Bearer ${account.token}` },
      data: item,
    });
    expect(response.status()).toBe(201);
    created.push((await response.json()) as { id: string; title: string });
  }
  return created;
}
