import { API_PREFIX } from '@listkeeper/shared/constants';
import { ApiError, CancelError } from './api-error.ts';
import { getAccessToken } from './token-storage.ts';

/** Where the API lives; empty means the origin that served the app. */
export const apiConfig = {
  baseUrl: '',
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
};

type QueryValue = string | number | boolean | undefined;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path below /api/v1, starting with a slash. */
  path: string;
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent form-encoded instead of JSON (the login form). */
  form?: Record<string, string>;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(key, String(value));
  }
  const queryString = search.toString();
  return `${apiConfig.baseUrl}${API_PREFIX}${path}${queryString ? `?${queryString}` : ''}`;
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const match = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return match ? decodeURIComponent(match.slice(prefix.length)) : undefined;
}

function buildHeaders(request: ApiRequest): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const xsrfToken = readCookie(apiConfig.xsrfCookieName);
  if (xsrfToken) headers.set(apiConfig.xsrfHeaderName, xsrfToken);
  if (request.form) headers.set('Content-Type', 'application/x-www-form-urlencoded');
  else if (request.body !== undefined) headers.set('Content-Type', 'application/json');
  return headers;
}

function buildBody(request: ApiRequest): BodyInit | undefined {
  if (request.form) return new URLSearchParams(request.form);
  if (request.body !== undefined) return JSON.stringify(request.body);
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The one way the app talks to the API: bearer token, cookies included, no timeout.
 * Resolves with the parsed body of a 2xx answer; otherwise rejects with ApiError or CancelError.
 */
export async function apiRequest<T>(request: ApiRequest): Promise<T> {
  const url = buildUrl(request.path, request.query);
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      headers: buildHeaders(request),
      body: buildBody(request),
      credentials: 'include',
      signal: request.signal,
    });
    body = await readBody(response);
  } catch (error) {
    if (isAbort(error) || request.signal?.aborted) throw new CancelError();
    throw error;
  }
  if (response.status < 200 || response.status > 299) {
    throw new ApiError({ url, status: response.status, statusText: response.statusText, body });
  }
  // The server's schemas define the shapes; callers name the type they expect.
  return body as T;
}
