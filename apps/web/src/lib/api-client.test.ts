import { STORAGE_KEYS } from '@listkeeper/shared/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/mock-fetch.ts';
import { apiConfig, apiRequest, buildUrl } from './api-client.ts';
import { ApiError, CancelError } from './api-error.ts';

afterEach(() => {
  apiConfig.baseUrl = '';
  // biome-ignore lint/suspicious/noDocumentCookie: the client reads document.cookie, so the test writes it
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('apiRequest', () => {
  it('calls /api/v1 on the same origin by default, with cookies, and returns the JSON body', async () => {
    const { requests, fetchMock } = mockFetch(() => jsonResponse({ data: [], count: 0 }));
    const body = await apiRequest({ path: '/items/', query: { skip: 5, limit: 5 } });
    expect(body).toEqual({ data: [], count: 0 });
    expect(requests[0]?.url).toBe('/api/v1/items/?skip=5&limit=5');
    expect(requests[0]?.method).toBe('GET');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('uses the configured base URL', () => {
    apiConfig.baseUrl = 'https://api.example.com';
    expect(buildUrl('/users/me')).toBe('https://api.example.com/api/v1/users/me');
  });

  it('sends the stored token as a bearer token, and none without one', async () => {
    const { requests } = mockFetch(() => jsonResponse({}));
    await apiRequest({ path: '/users/me' });
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'tok-123');
    await apiRequest({ path: '/users/me' });
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends JSON bodies as JSON and the login form form-encoded', async () => {
    const { requests } = mockFetch(() => jsonResponse({}));
    await apiRequest({ method: 'POST', path: '/items/', body: { title: 'A', description: null } });
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toBe('{"title":"A","description":null}');

    await apiRequest({
      method: 'POST',
      path: '/login/access-token',
      form: { username: 'a@b.co', password: 'p w&d' },
    });
    expect(requests[1]?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(requests[1]?.body).toBe('username=a%40b.co&password=p+w%26d');
  });

  it('echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header', async () => {
    const { requests } = mockFetch(() => jsonResponse({}));
    // biome-ignore lint/suspicious/noDocumentCookie: the client reads document.cookie, so the test writes it
    document.cookie = 'XSRF-TOKEN=abc%20def';
    await apiRequest({ method: 'POST', path: '/logout' });
    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('abc def');
  });

  it('rejects a 422 with an ApiError labelled "Validation Error" carrying the body', async () => {
    const detail = [{ loc: ['body', 'title'], msg: 'Title is required', type: 'too_small' }];
    mockFetch(() => jsonResponse({ detail }, { status: 422, statusText: 'Unprocessable Entity' }));
    const error = await apiRequest({ method: 'POST', path: '/items/', body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Validation Error',
      status: 422,
      statusText: 'Unprocessable Entity',
      url: '/api/v1/items/',
      body: { detail },
    });
  });

  it('keeps a non-JSON error body as text', async () => {
    mockFetch(() => new Response('teapot', { status: 418, statusText: "I'm a teapot" }));
    await expect(apiRequest({ path: '/x' })).rejects.toMatchObject({
      status: 418,
      body: 'teapot',
      message: "Generic Error: status: 418; status text: I'm a teapot; body: teapot",
    });
  });

  it('treats 2xx answers as success and anything else as failure', async () => {
    mockFetch(() => jsonResponse({ id: 1 }, { status: 201 }));
    await expect(apiRequest({ method: 'POST', path: '/items/', body: {} })).resolves.toEqual({ id: 1 });
    mockFetch(() => new Response(null, { status: 304 }));
    await expect(apiRequest({ path: '/items/' })).rejects.toBeInstanceOf(ApiError);
  });

  it('rejects a cancelled request with "Request aborted"', async () => {
    mockFetch(() => jsonResponse({}));
    const controller = new AbortController();
    controller.abort();
    const error = await apiRequest({ path: '/items/', signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CancelError);
    expect((error as CancelError).message).toBe('Request aborted');
  });

  it('passes network failures through', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest({ path: '/items/' })).rejects.toThrow('Failed to fetch');
  });
});
