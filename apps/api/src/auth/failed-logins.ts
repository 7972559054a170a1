import type { AppDeps } from '../app-deps.ts';
import { recordFailedLogin } from './accounts-repository.ts';

/** Counts a wrong password against the account's lockout window; true when this failure locked it. */
export function countFailedLogin({ db, clock, config }: AppDeps, userId: string): Promise<boolean> {
  const now = clock();
  const lockMs = config.LOGIN_LOCKOUT_MINUTES * 60_000;
  return recordFailedLogin(db, userId, {
    now,
    windowStart: new Date(now.getTime() - lockMs),
    threshold: config.LOGIN_LOCKOUT_THRESHOLD,
    lockedUntil: new Date(now.getTime() + lockMs),
  });
}

/** Whether the account is inside a lockout period. */
export function isLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil > now;
}
