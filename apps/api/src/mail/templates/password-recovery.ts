import type { MailMessage } from '../message.ts';
import { renderEmailHtml, renderEmailText } from './layout.ts';

interface PasswordRecoveryInput {
  projectName: string;
  email: string;
  resetUrl: string;
  validMinutes: number;
}

/** The email with the link that lets a user choose a new password. */
export function passwordRecoveryEmail({
  projectName,
  email,
  resetUrl,
  validMinutes,
}: PasswordRecoveryInput): MailMessage {
  const body = {
    projectName,
    heading: 'Reset your password',
    paragraphs: [
      `We received a request to recover the password for ${email}.`,
      `Use the link below to choose a new password. It works once and expires in ${validMinutes} minutes.`,
    ],
    action: { label: 'Reset password', url: resetUrl },
    footnote: 'If you did not ask for this, ignore this email: your password stays as it is.',
  };
  return {
    kind: 'password-recovery',
    to: email,
    subject: `${projectName} - Password recovery for user ${email}`,
    html: renderEmailHtml(body),
    text: renderEmailText(body),
    links: [resetUrl],
  };
}
