import type { MailMessage } from '../message.ts';
import { renderEmailHtml, renderEmailText } from './layout.ts';

interface NewAccountInput {
  projectName: string;
  email: string;
  loginUrl: string;
}

/** The welcome email for an account a superuser created; it never carries the password. */
export function newAccountEmail({ projectName, email, loginUrl }: NewAccountInput): MailMessage {
  const body = {
    projectName,
    heading: `Welcome to ${projectName}`,
    paragraphs: [
      `An account has been created for you with the email ${email}.`,
      'Log in with the password you were given. If you do not know it, use "Forgot Password?" on the login page to choose one.',
    ],
    action: { label: 'Log in', url: loginUrl },
  };
  return {
    kind: 'new-account',
    to: email,
    subject: `${projectName} - New account for user ${email}`,
    html: renderEmailHtml(body),
    text: renderEmailText(body),
    links: [loginUrl],
  };
}
