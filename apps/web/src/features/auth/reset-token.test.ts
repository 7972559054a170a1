import { describe, expect, it } from 'vitest';
import { readResetToken } from './reset-token.ts';

describe('readResetToken', () => {
  it('reads the token exactly as the link carries it', () => {
    expect(readResetToken('?token=abc-DEF_123')).toBe('abc-DEF_123');
    expect(readResetToken('token=12345')).toBe('12345');
    expect(readResetToken('?x=1&token=a%2Bb')).toBe('a+b');
  });

  it('is null without a token', () => {
    expect(readResetToken('')).toBeNull();
    expect(readResetToken('?token=')).toBeNull();
    expect(readResetToken('?page=2')).toBeNull();
  });
});
