import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'expected true or false' })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// URL' }).optional(),
  ),
  DATABASE_POOL_MAX: positiveInt(10),
  FRONTEND_HOST: z.url({ protocol: /^https?$/ }).default('http://localhost:8000'),
  BACKEND_CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim().replace(/\/$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'expected a comma list of http(s) origins' }))),
  PROJECT_NAME: z.string().min(1).default('Listkeeper'),
  FIRST_SUPERUSER: z.email().default('admin@example.com'),
  FIRST_SUPERUSER_PASSWORD: optionalText.pipe(
    z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  ),
  SMTP_HOST: optionalText,
  SMTP_PORT: positiveInt(587),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  SMTP_TLS: booleanFromEnv.default(true),
  SMTP_SSL: booleanFromEnv.default(false),
  SMTP_TIMEOUT_SECONDS: positiveInt(20),
  EMAILS_FROM_EMAIL: z.email().default('noreply@example.com'),
  EMAILS_FROM_NAME: optionalText,
  ACCESS_TOKEN_EXPIRE_MINUTES: positiveInt(10080),
  SESSION_IDLE_MINUTES: positiveInt(1440),
  EMAIL_RESET_TOKEN_EXPIRE_MINUTES: positiveInt(60),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  RATE_LIMIT_ENABLED: booleanFromEnv.default(true),
  RATE_LIMIT_AUTH_PER_MINUTE: positiveInt(10),
  LOGIN_LOCKOUT_THRESHOLD: positiveInt(10),
  LOGIN_LOCKOUT_MINUTES: positiveInt(15),
  TRUST_PROXY: booleanFromEnv.default(false),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/, error: 'expected a redis:// URL' }).optional()),
  WEB_DIST_DIR: optionalText,
});

/** The server's settings, read from the environment once at start. */
export type Config = z.output<typeof ConfigSchema>;

/** A configuration value that cannot be used; the message names the key. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates environment variables into a Config, throwing a ConfigError that names every bad key. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = ConfigSchema.safeParse(env);
  if (result.success) {
    return result.data;
  }
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

/** Reads `.env` in the working directory, if present; real environment variables win over it. */
export function readEnvironment(cwd = process.cwd()): Record<string, string | undefined> {
  let fromFile: Record<string, string> = {};
  try {
    fromFile = parseEnv(readFileSync(path.join(cwd, '.env'), 'utf8')) as Record<string, string>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw error;
    }
  }
  return { ...fromFile, ...process.env };
}
