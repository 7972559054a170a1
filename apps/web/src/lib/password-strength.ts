import {
  STRENGTH_HIGH_FROM_PERCENT,
  STRENGTH_MAX_SCORE,
  STRENGTH_MEDIUM_FROM_PERCENT,
} from '@listkeeper/shared/constants';

export type StrengthLabel = 'Low' | 'Medium' | 'High';

export interface StrengthLevel {
  label: StrengthLabel;
  color: 'red' | 'orange' | 'green';
}

/** A zxcvbn score (0..4) as a percentage of the maximum. */
export function strengthPercent(score: number): number {
  const bounded = Math.min(Math.max(score, 0), STRENGTH_MAX_SCORE);
  return (bounded / STRENGTH_MAX_SCORE) * 100;
}

/** Below 33 % is Low (red), below 66 % Medium (orange), anything higher High (green). */
export function strengthLevel(percent: number): StrengthLevel {
  if (percent < STRENGTH_MEDIUM_FROM_PERCENT) return { label: 'Low', color: 'red' };
  if (percent < STRENGTH_HIGH_FROM_PERCENT) return { label: 'Medium', color: 'orange' };
  return { label: 'High', color: 'green' };
}
