// Sign-ins: users, their signed-in devices and the single-use links mailed to them.
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { roles } from '../catalogues';
import { createdAt, flag, oneOf, updatedAt } from './columns';

/**
 * Every sign-in: admins, editors, tradespeople (the tradesperson account of
 * docs/product/business-side.md §3) and residents.
 */
export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    username: text('username'),
    role: text('role', { enum: roles }).notNull().default('resident'),
    passwordHash: text('password_hash').notNull(),
    isTradesman: flag('is_tradesman', false),
    isVerified: flag('is_verified', false),
    isActive: flag('is_active', true),
    isTemporaryPassword: flag('is_temporary_password', false),
    phone: text('phone'),
    address: text('address'),
    postcode: text('postcode'),
    profileImageUrl: text('profile_image_url'),
    lastLoginAt: integer('last_login_at', { mode: 'timestamp_ms' }),
    /**
     * When the owner of the address showed they read its mail (a mailed link opened, or the first
     * sign-in with a mailed temporary password); null until then (docs/decisions/019-proven-e-mail-
     * and-held-reviews.md). A trade's listing stays private and a review earns no "Verified
     * customer" line until it is set.
     */
    emailProvenAt: integer('email_proven_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_username_unique').on(table.username),
    index('users_role_idx').on(table.role),
    check('users_role_check', oneOf('role', roles)),
  ],
);

/** A signed-in device; the JWT carries the id, so logout and deactivation revoke at once. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

export const tokenPurposes = ['password-reset', 'email-change', 'email-proof'] as const;

/**
 * Single-use links mailed to a user: a password reset (30 minutes), the confirmation of a new
 * e-mail address (24 hours) or the proof of the address an account was registered with (7 days). Only the SHA-256 of the token is stored, so a copy of the database
 * cannot be used to reset anyone's password; `usedAt` is set by the one UPDATE that claims it.
 */
export const accountTokens = sqliteTable(
  'account_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: tokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address an e-mail change moves the account to; null for a password reset. */
    newEmail: text('new_email'),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('account_tokens_hash_unique').on(table.tokenHash),
    index('account_tokens_user_idx').on(table.userId, table.purpose),
    check('account_tokens_purpose_check', oneOf('purpose', tokenPurposes)),
  ],
);

/**
 * Every address an account has moved away from, so erasing the account finds what is still kept
 * under them (outbox copies, a newsletter row, rate-limit counters). Written by a trigger on
 * `users.email` (migration 0008), so no path that changes an address (a confirmed change, an
 * admin's edit) can forget it; the rows go with the user by cascade.
 */
export const previousEmails = sqliteTable(
  'previous_emails',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Set by the trigger, in milliseconds like every other timestamp. */
    changedAt: integer('changed_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('previous_emails_user_idx').on(table.userId)],
);

/**
 * Where an account signed in from, kept only as a keyed hash of the network address (HMAC with a
 * server secret, so the table alone cannot be turned back into addresses) and only for 30 days: it
 * serves one purpose, holding a review whose author shares a network with the trade reviewed
 * (docs/decisions/019-proven-e-mail-and-held-reviews.md).
 */
export const signInAddresses = sqliteTable(
  'sign_in_addresses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('sign_in_addresses_user_idx').on(table.userId, table.addressHash),
    index('sign_in_addresses_hash_idx').on(table.addressHash),
    index('sign_in_addresses_created_idx').on(table.createdAt),
  ],
);

/** A users row as drizzle reads it. */
export type UserRow = typeof users.$inferSelect;
