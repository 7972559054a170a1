import { describe, expect, it } from 'vitest';
import { ApiError, CancelError } from './api-error.ts';
import { getErrorMessage } from './error-message.ts';

function apiError(body: unknown, status = 400) {
  return new ApiError({ url: '/api/v1/x', status, statusText: 'Bad Request', body });
}

describe('getErrorMessage', () => {
  it("uses the server's detail text", () => {
    expect(getErrorMessage(apiError({ detail: 'Incorrect email or password' }))).toBe(
      'Incorrect email or password',
    );
  });

  it("uses the first entry's msg when detail is a list", () => {
    const body = {
      detail: [
        { loc: ['body', 'email'], msg: 'Invalid email address', type: 'value_error' },
        { loc: ['body', 'password'], msg: 'Password must be at least 8 characters', type: 'too_small' },
      ],
    };
    expect(getErrorMessage(apiError(body, 422))).toBe('Invalid email address');
  });

  it.each([
    ['an empty detail list', { detail: [] }],
    ['a list entry without msg', { detail: [{ loc: ['body'] }] }],
    ['an empty detail string', { detail: '' }],
    ['a body without detail', { message: 'nope' }],
    ['a text body', 'Bad Gateway'],
    ['no body', undefined],
  ])('falls back to "Something went wrong." for %s', (_case, body) => {
    expect(getErrorMessage(apiError(body))).toBe('Something went wrong.');
  });

  it('falls back for errors that are not API answers', () => {
    expect(getErrorMessage(new TypeError('Failed to fetch'))).toBe('Something went wrong.');
    expect(getErrorMessage(new CancelError())).toBe('Something went wrong.');
    expect(getErrorMessage('boom')).toBe('Something went wrong.');
  });
});
