import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from './support/factories.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createSignedInUser(t);
});
afterAll(() => t.close());

const postItem = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/items/',
    payload,
    headers: { ...user.headers, 'content-type': contentType },
  });

describe('malformed requests', () => {
  it('answers 400 for malformed JSON', async () => {
    const response = await postItem('{"title": "unterminated');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Malformed JSON in request body' });
  });

  it('answers 400 for an empty JSON body', async () => {
    expect((await postItem('')).statusCode).toBe(400);
  });

  it('answers 415 for a content type the route does not take', async () => {
    const response = await postItem('title=x', 'text/plain');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: 'Unsupported Media Type' });
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const response = await postItem(JSON.stringify({ title: 'x', description: 'y'.repeat(1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Request body is too large' });
  });

  it('describes each invalid field with loc, msg and type', async () => {
    const response = await postItem(JSON.stringify({ title: 42, description: ['no'] }));
    expect(response.statusCode).toBe(422);
    const detail = response.json().detail;
    expect(detail).toEqual(
      expect.arrayContaining([
        { loc: ['body', 'title'], msg: expect.any(String), type: 'invalid_type' },
        { loc: ['body', 'description'], msg: expect.any(String), type: 'invalid_type' },
      ]),
    );
  });
});

describe('every answer', () => {
  it('carries a request id, nosniff and, for the API, Cache-Control: no-store', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.headers });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not Found' });
  });
});
