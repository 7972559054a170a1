import { createHash, randomBytes } from 'node:crypto';

/** An opaque secret for the client and the only form the server keeps of it. */
export interface IssuedToken {
  token: string;
  hash: Buffer;
}

/** Creates a 256-bit random token, URL-safe, and its SHA-256. */
export function issueToken(): IssuedToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The SHA-256 of a presented token, to look it up. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
