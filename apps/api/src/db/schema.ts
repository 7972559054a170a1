import { sql } from 'drizzle-orm';
import { boolean, customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    full_name: text('full_name'),
    hashed_password: text('hashed_password').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    is_superuser: boolean('is_superuser').notNull().default(false),
    // The times of the failed logins still inside the lockout window (at most the threshold's worth).
    failed_login_times: timestamp('failed_login_times', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'`),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_created_at_id_idx').on(table.created_at.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index('items_owner_created_at_id_idx').on(
      table.owner_id,
      table.created_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: bytea('token_hash').notNull(),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull(),
    user_agent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.token_hash),
    index('sessions_user_id_idx').on(table.user_id),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: bytea('token_hash').notNull(),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(table.token_hash),
    index('password_reset_tokens_user_id_idx').on(table.user_id),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
