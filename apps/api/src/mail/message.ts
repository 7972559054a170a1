/** What the server sends: one recipient, an HTML and a plain-text part. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Which template made it, for logs that must not show the content. */
  kind: 'password-recovery' | 'new-account' | 'test-email';
  /** The links in the message, logged when mail goes to the outbox folder. */
  links: string[];
}

/** Delivers one message or throws. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
  close?(): void;
}
