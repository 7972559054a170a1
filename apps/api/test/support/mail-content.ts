/** The readable text of a raw MIME message: quoted-printable soft breaks and escapes undone, headers unfolded. */
export function readableMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/\r?\n[ \t]+/g, ' ');
}

/** The reset token in a recovery email's link. */
export function resetTokenFrom(raw: string): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(readableMail(raw));
  if (!match?.[1]) {
    throw new Error('no reset link in the message');
  }
  return match[1];
}

/** The Subject header of a raw message. */
export function subjectOf(raw: string): string {
  return /^Subject: (.*)$/m.exec(readableMail(raw))?.[1]?.trim() ?? '';
}
