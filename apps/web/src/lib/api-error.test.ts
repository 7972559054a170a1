import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorMessage, CancelError, isAuthError } from './api-error.ts';

const init = { url: '/api/v1/items/', statusText: 'Whatever', body: { detail: 'x' } };

describe('ApiError', () => {
  it('carries url, status, statusText and body', () => {
    const error = new ApiError({ ...init, status: 404 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.url).toBe('/api/v1/items/');
    expect(error.status).toBe(404);
    expect(error.statusText).toBe('Whatever');
    expect(error.body).toEqual({ detail: 'x' });
  });

  it('labels 422 "Validation Error"', () => {
    expect(new ApiError({ ...init, status: 422 }).message).toBe('Validation Error');
  });

  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [409, 'Conflict'],
    [413, 'Payload Too Large'],
    [415, 'Unsupported Media Type'],
    [429, 'Too Many Requests'],
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
  ])('labels %i with its reason name', (status, label) => {
    expect(new ApiError({ ...init, status }).message).toBe(label);
  });

  it('describes any other status as a generic error with status, status text and body', () => {
    const message = apiErrorMessage({
      status: 418,
      statusText: "I'm a teapot",
      body: { detail: 'short and stout' },
    });
    expect(message).toBe(
      `Generic Error: status: 418; status text: I'm a teapot; body: {\n  "detail": "short and stout"\n}`,
    );
    expect(apiErrorMessage({ status: 599, statusText: 'Odd', body: 'plain text' })).toBe(
      'Generic Error: status: 599; status text: Odd; body: plain text',
    );
  });
});

describe('CancelError', () => {
  it('says "Request aborted"', () => {
    const error = new CancelError();
    expect(error.message).toBe('Request aborted');
    expect(error.name).toBe('CancelError');
  });
});

describe('isAuthError', () => {
  it('is true for 401 and 403 answers only', () => {
    expect(isAuthError(new ApiError({ ...init, status: 401 }))).toBe(true);
    expect(isAuthError(new ApiError({ ...init, status: 403 }))).toBe(true);
    expect(isAuthError(new ApiError({ ...init, status: 400 }))).toBe(false);
    expect(isAuthError(new ApiError({ ...init, status: 404 }))).toBe(false);
    expect(isAuthError(new Error('401'))).toBe(false);
    expect(isAuthError(new CancelError())).toBe(false);
  });
});
