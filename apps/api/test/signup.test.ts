import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, strongPassword, uniqueEmail } from './support/factories.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/signup', payload });

describe('POST /users/signup', () => {
  it('creates an active ordinary user and answers 201 with UserPublic', async () => {
    const email = uniqueEmail();
    const password = strongPassword();
    const response = await signUp({ email, password, full_name: 'Grace Hopper' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      ['created_at', 'email', 'full_name', 'id', 'is_active', 'is_superuser', 'updated_at'].sort(),
    );
    expect(body).toMatchObject({ email, full_name: 'Grace Hopper', is_active: true, is_superuser: false });
    expect(new Date(body.created_at).toISOString()).toBe(body.created_at);
    await logIn(t, email, password);
  });

  it('stores the email trimmed with its letter case, and refuses the same address in another case with 409', async () => {
    const local = `Mixed.${Date.now()}`;
    const response = await signUp({ email: `  ${local}@Example.com `, password: strongPassword() });
    expect(response.json().email).toBe(`${local}@Example.com`);
    const duplicate = await signUp({
      email: `${local.toLowerCase()}@example.COM`,
      password: strongPassword(),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ detail: 'The user with this email already exists in the system.' });
  });

  it('answers 422 with locations and messages for bad fields', async () => {
    const response = await signUp({ email: 'nope', password: 'short', full_name: 'x'.repeat(256) });
    expect(response.statusCode).toBe(422);
    const detail = response.json().detail as Array<{ loc: string[]; msg: string; type: string }>;
    expect(detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loc: ['body', 'email'], msg: 'Invalid email address' }),
        expect.objectContaining({ loc: ['body', 'password'], msg: 'Password must be at least 8 characters' }),
        expect.objectContaining({ loc: ['body', 'full_name'] }),
      ]),
    );
    for (const issue of detail) {
      expect(typeof issue.type).toBe('string');
    }
  });
});
