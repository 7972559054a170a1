import { errorMessages } from '@listkeeper/shared/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { clearFailedLogins, findCredentialsByEmail, rehashPassword } from '../../auth/accounts-repository.ts';
import { countFailedLogin, isLocked } from '../../auth/failed-logins.ts';
import { deleteSession, insertSession } from '../../auth/sessions-repository.ts';
import { issueToken } from '../../auth/tokens.ts';
import { HttpError } from '../../http-error.ts';

interface LoginInput {
  email: string;
  password: string;
  userAgent: string | undefined;
  ip: string;
}

/**
 * Checks an email and password and opens a session. Unknown email, wrong password, inactive or locked account
 * all get the same answer after the same amount of hashing work.
 */
export async function logIn(deps: AppDeps, log: FastifyBaseLogger, input: LoginInput): Promise<string> {
  const account = await findCredentialsByEmail(deps.db, input.email);
  if (!account) {
    await deps.hasher.verifyDummy(input.password);
    log.info({ event: 'login_failed', reason: 'unknown_account' }, 'login failed');
    throw new HttpError(400, errorMessages.incorrectLogin);
  }
  const { valid, needsRehash } = await deps.hasher.verify(account.hashed_password, input.password);
  const now = deps.clock();
  if (isLocked(account.locked_until, now)) {
    log.warn(
      { event: 'login_failed', reason: 'locked', user_id: account.id },
      'login refused: account locked',
    );
    throw new HttpError(400, errorMessages.incorrectLogin);
  }
  if (!valid) {
    // Counted after the answer (as recovery works, decision 3): the write would otherwise make a wrong password
    // measurably slower than an unknown email, which writes nothing, and tell which addresses have accounts.
    deps.tasks.run('count-failed-login', async () => {
      const lockedNow = await countFailedLogin(deps, account.id);
      log.warn(
        {
          event: lockedNow ? 'account_locked' : 'login_failed',
          reason: 'wrong_password',
          user_id: account.id,
        },
        'login failed',
      );
    });
    throw new HttpError(400, errorMessages.incorrectLogin);
  }
  if (!account.is_active) {
    log.info({ event: 'login_failed', reason: 'inactive', user_id: account.id }, 'login failed');
    throw new HttpError(400, errorMessages.incorrectLogin);
  }
  if (account.failed_logins > 0) {
    await clearFailedLogins(deps.db, account.id);
  }
  if (needsRehash) {
    await rehashPassword(
      deps.db,
      account.id,
      account.hashed_password,
      await deps.hasher.hash(input.password),
    );
  }
  const { token, hash } = issueToken();
  await insertSession(deps.db, {
    userId: account.id,
    tokenHash: hash,
    now,
    expiresAt: new Date(now.getTime() + deps.config.ACCESS_TOKEN_EXPIRE_MINUTES * 60_000),
    userAgent: input.userAgent,
    ip: input.ip,
  });
  log.info({ event: 'login_succeeded', user_id: account.id }, 'login succeeded');
  return token;
}

/** Ends the session the request was made with. */
export async function logOut(deps: AppDeps, sessionId: string): Promise<void> {
  await deleteSession(deps.db, sessionId);
}
