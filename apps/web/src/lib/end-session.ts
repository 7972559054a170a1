import { apiRequest } from './api-client.ts';
import { hasAccessToken } from './token-storage.ts';

/**
 * Asks the server to end this session. Best effort: a dead network or an already expired session must
 * never keep anyone signed in here, so failures are ignored and the caller drops the token regardless.
 */
export async function revokeSession(): Promise<void> {
  if (!hasAccessToken()) return;
  try {
    await apiRequest({ method: 'POST', path: '/logout' });
  } catch {
    // The local token is dropped either way.
  }
}
