import { describe, expect, it } from 'vitest';
import { expandUserInputs, scorePassword } from './password-scorer.ts';
import { strengthLevel, strengthPercent } from './password-strength.ts';

const label = (password: string, inputs: string[] = []) =>
  strengthLevel(strengthPercent(scorePassword(password, inputs))).label;

describe('scorePassword (zxcvbn with the common and English dictionaries)', () => {
  it('rates common passwords Low', () => {
    expect(label('password')).toBe('Low');
    expect(label('12345678')).toBe('Low');
  });

  it('rates a long random passphrase High', () => {
    expect(label('violet-Trombone-47-quietly-Harbor')).toBe('High');
  });

  it("rates a password made of the user's own email or name lower", () => {
    const password = 'xkqvbmwzpt';
    expect(scorePassword(password, [])).toBeGreaterThan(1);
    expect(scorePassword(password, ['xkqvbmwzpt@example.com', 'Some One'])).toBe(0);
    expect(scorePassword(password, ['someone@example.com', 'Xkqvbmwzpt'])).toBe(0);
  });

  it('splits emails and names into words', () => {
    expect(expandUserInputs(['Ann.Lee@example.com', 'Ann Lee', ''])).toEqual([
      'ann.lee@example.com',
      'ann',
      'lee',
      'example',
      'com',
      'ann lee',
    ]);
  });
});
