import { STORAGE_KEYS } from '@listkeeper/shared/constants';

// Storage access can throw (privacy modes, disabled storage); a missing token is the safe reading then.

/** The stored access token, or null when the visitor is signed out. */
export function getAccessToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.accessToken);
  } catch {
    return null;
  }
}

export function hasAccessToken(): boolean {
  return Boolean(getAccessToken());
}

export function setAccessToken(token: string): void {
  window.localStorage.setItem(STORAGE_KEYS.accessToken, token);
}

export function clearAccessToken(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.accessToken);
  } catch {
    // Nothing stored that could be removed.
  }
}
