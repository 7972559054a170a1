import { errorMessages } from '@listkeeper/shared/messages';
import type { AppDeps } from '../../app-deps.ts';
import { findCredentialsByEmail } from '../../auth/accounts-repository.ts';
import { assertPasswordNotCommon } from '../../auth/password-policy.ts';
import {
  consumeResetToken,
  findResetTokenOwner,
  replaceResetToken,
} from '../../auth/reset-tokens-repository.ts';
import { setPassword } from '../../auth/set-password.ts';
import { hashToken, issueToken } from '../../auth/tokens.ts';
import { HttpError } from '../../http-error.ts';
import type { MailMessage } from '../../mail/message.ts';
import { passwordRecoveryEmail } from '../../mail/templates/password-recovery.ts';

function recoveryEmail(deps: AppDeps, email: string, token: string): MailMessage {
  const resetUrl = new URL('/reset-password', deps.config.FRONTEND_HOST);
  resetUrl.searchParams.set('token', token);
  return passwordRecoveryEmail({
    projectName: deps.config.PROJECT_NAME,
    email,
    resetUrl: resetUrl.toString(),
    validMinutes: deps.config.EMAIL_RESET_TOKEN_EXPIRE_MINUTES,
  });
}

/**
 * Starts a recovery. Everything that depends on whether the address is registered happens after the answer,
 * in the background, so known, unknown and inactive addresses look the same from outside.
 */
export function requestPasswordRecovery(deps: AppDeps, email: string): void {
  deps.tasks.run('password-recovery', async () => {
    const account = await findCredentialsByEmail(deps.db, email);
    if (!account?.is_active) {
      return;
    }
    const { token, hash } = issueToken();
    const expiresAt = new Date(
      deps.clock().getTime() + deps.config.EMAIL_RESET_TOKEN_EXPIRE_MINUTES * 60_000,
    );
    await replaceResetToken(deps.db, account.id, hash, expiresAt);
    await deps.mailer.deliverWithRetries(recoveryEmail(deps, account.email, token));
  });
}

/** Sets a new password from a reset token; the token works once, and every session of the user ends. */
export async function resetPassword(deps: AppDeps, token: string, newPassword: string): Promise<void> {
  const tokenHash = hashToken(token);
  const owner = await findResetTokenOwner(deps.db, tokenHash, deps.clock());
  if (!owner?.isActive) {
    throw new HttpError(400, errorMessages.invalidToken);
  }
  await assertPasswordNotCommon(newPassword, 'new_password');
  // Of concurrent resets with one token, only the one that deletes the row goes on.
  if ((await consumeResetToken(deps.db, tokenHash, deps.clock())) !== owner.userId) {
    throw new HttpError(400, errorMessages.invalidToken);
  }
  await setPassword(deps, owner.userId, newPassword);
}

/** The recovery email a user would get, with a placeholder link; no token is created. */
export async function previewRecoveryEmail(deps: AppDeps, email: string): Promise<string> {
  const account = await findCredentialsByEmail(deps.db, email);
  if (!account) {
    throw new HttpError(404, errorMessages.userEmailNotFound);
  }
  return recoveryEmail(deps, account.email, 'preview-only-this-link-does-not-work').html;
}
