import type { Config } from './config.ts';

/** Pino options: JSON lines, secrets never written. */
export function loggerOptions(config: Config) {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'password',
        'new_password',
        'current_password',
        'token',
      ],
      censor: '[redacted]',
    },
  };
}
