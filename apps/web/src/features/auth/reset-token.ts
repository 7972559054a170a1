/** The reset token of a raw query string ("?token=..."), exactly as the email link carried it. */
export function readResetToken(searchStr: string): string | null {
  const token = new URLSearchParams(searchStr).get('token');
  return token ? token : null;
}
