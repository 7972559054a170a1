import { expect } from 'vitest';
import { resetTokenFrom } from './mail-content.ts';
import { requestRecovery } from './requests.ts';
import type { SmtpCatcher } from './smtp-catcher.ts';
import type { TestApp } from './test-app.ts';

/** Asks for a recovery email through the API and returns the reset token from the link it carries. */
export async function recoveryToken(t: TestApp, smtp: SmtpCatcher, email: string): Promise<string> {
  const before = smtp.messages.length;
  expect((await requestRecovery(t, email)).statusCode).toBe(200);
  await t.deps.tasks.drain();
  const messages = await smtp.waitFor(before + 1);
  return resetTokenFrom(messages[before]?.raw ?? '');
}
