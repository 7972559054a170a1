import type { MailMessage } from '../message.ts';
import { renderEmailHtml, renderEmailText } from './layout.ts';

/** A message that proves the mail settings work. */
export function testEmail({ projectName, email }: { projectName: string; email: string }): MailMessage {
  const body = {
    projectName,
    heading: 'Test email',
    paragraphs: [`This message from ${projectName} shows that email delivery works.`],
  };
  return {
    kind: 'test-email',
    to: email,
    subject: `${projectName} - Test email`,
    html: renderEmailHtml(body),
    text: renderEmailText(body),
    links: [],
  };
}
