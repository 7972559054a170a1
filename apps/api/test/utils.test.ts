import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from './support/factories.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/utils/health-check/', () => {
  it('answers true', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/utils/health-check/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);
  });
});

describe('GET /api/v1/utils/ready', () => {
  it('answers ok while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/utils/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('POST /api/v1/utils/test-email/', () => {
  it('is for superusers only', async () => {
    const user = await createSignedInUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/utils/test-email/?email_to=someone@example.com',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: "The user doesn't have enough privileges" });
  });
});

describe('OpenAPI', () => {
  it('serves a 3.1 document with the API routes and named schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/items/', '/api/v1/users/me', '/api/v1/login/access-token']),
    );
    expect(Object.keys(document.paths).every((p: string) => p.startsWith('/api/v1/'))).toBe(true);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['UserPublic', 'ItemPublic', 'ItemsPublic', 'UsersPublic', 'Token', 'Message']),
    );
    expect(document.paths['/api/v1/users/me'].get.security).toEqual([{ OAuth2PasswordBearer: [] }]);
  });

  it('marks every operation that needs a session with the bearer security requirement, and no other', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    for (const [path, operations] of Object.entries<Record<string, { security?: unknown }>>(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const response = await t.app.inject({ method: method.toUpperCase() as 'GET', url });
        expect(Boolean(operation.security), `${method} ${path}`).toBe(response.statusCode === 401);
      }
    }
  });

  it('serves the docs UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(response.statusCode);
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
