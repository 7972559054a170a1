import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { findCredentialsByEmail } from './auth/accounts-repository.ts';
import type { PasswordHasher } from './auth/password-hasher.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { isUniqueViolation } from './db/errors.ts';
import { insertUser } from './features/users/repository.ts';

/**
 * Creates the first superuser when no account has its email. With no FIRST_SUPERUSER_PASSWORD a random one is
 * generated and printed this once (on the terminal, never into the JSON log).
 */
export async function ensureFirstSuperuser(
  db: Db,
  hasher: PasswordHasher,
  config: Config,
  log: FastifyBaseLogger,
  print: (text: string) => void = (text) => process.stdout.write(text),
): Promise<void> {
  if (await findCredentialsByEmail(db, config.FIRST_SUPERUSER)) {
    return;
  }
  const password = config.FIRST_SUPERUSER_PASSWORD ?? randomBytes(12).toString('base64url');
  try {
    await insertUser(db, {
      email: config.FIRST_SUPERUSER,
      full_name: null,
      hashed_password: await hasher.hash(password),
      is_superuser: true,
      is_active: true,
    });
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if (isUniqueViolation(error)) {
      return;
    }
    throw error;
  }
  log.info({ event: 'first_superuser_created' }, 'first superuser created');
  if (!config.FIRST_SUPERUSER_PASSWORD) {
    print(
      `\n  First superuser created: ${config.FIRST_SUPERUSER}\n  Password (shown only now): ${password}\n  Change it after logging in, or set FIRST_SUPERUSER_PASSWORD.\n\n`,
    );
  }
}
