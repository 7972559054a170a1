/** Whether an error is PostgreSQL refusing a duplicate in a unique index. */
export function isUniqueViolation(error: unknown): boolean {
  return pgCode(error) === '23505';
}

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);

/** Whether an error means the database cannot be reached right now (down, restarting, or too slow). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgCode(error);
  if (code && (code.startsWith('08') || code.startsWith('57P') || unavailableCodes.has(code))) {
    return true;
  }
  return causes(error).some(
    (cause) =>
      cause instanceof Error &&
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection timeout/i.test(
        cause.message,
      ),
  );
}

/** An error and the errors it wraps (Drizzle wraps the driver's), outermost first. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 5; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
  }
  return chain;
}

function pgCode(error: unknown): string | undefined {
  // Drizzle wraps driver errors; look through the cause chain.
  const code = causes(error)
    .map((cause) => (cause as { code?: unknown }).code)
    .find((candidate) => typeof candidate === 'string');
  return code as string | undefined;
}
