import { describe, expect, it } from 'vitest';
import { strengthLevel, strengthPercent } from './password-strength.ts';

describe('password strength', () => {
  it.each([
    [0, 0, 'Low', 'red'],
    [1, 25, 'Low', 'red'],
    [2, 50, 'Medium', 'orange'],
    [3, 75, 'High', 'green'],
    [4, 100, 'High', 'green'],
  ])('score %i is %i %% and %s (%s)', (score, percent, label, color) => {
    expect(strengthPercent(score)).toBe(percent);
    expect(strengthLevel(strengthPercent(score))).toEqual({ label, color });
  });

  it.each([
    [0, 'Low'],
    [32.99, 'Low'],
    [33, 'Medium'],
    [65.99, 'Medium'],
    [66, 'High'],
    [100, 'High'],
  ])('a percentage of %d is %s', (percent, label) => {
    expect(strengthLevel(percent).label).toBe(label);
  });

  it('keeps out-of-range scores within 0..100 %', () => {
    expect(strengthPercent(-1)).toBe(0);
    expect(strengthPercent(7)).toBe(100);
  });
});
