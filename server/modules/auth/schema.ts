import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../users/schema.ts';

/**
 * Sign-in sessions. Every access token names its session (`sid`), and each authenticated request
 * checks that the session is alive: revoking it (sign-out, password change, reuse of a spent
 * refresh token) ends every token of it at once. `expires_at` is the absolute lifetime counted
 * from sign-in, never extended by refreshing.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The last refresh: the idle limit counts from here. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Their family is their session; every refresh rotates
 * the token within it, and presenting a used token revokes the whole session.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * Single-use links sent by e-mail (account activation, password reset), stored as SHA-256 hashes
 * so that a database leak does not hand out working links.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'activation' or 'reset'. */
    purpose: text('purpose').$type<'activation' | 'reset'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * Failed password checks per e-mail address (known or not), counted within a window: the
 * brute-force guard. One row per address and client address (`client`), and one per address across
 * every client (`client` = ''). A success deletes its client's row; a password reset all rows.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    /** Lower-cased e-mail address. */
    email: text('email').notNull(),
    /** The client's IP address, or '' for the count over all addresses. */
    client: text('client').notNull().default(''),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.client] })],
);

/**
 * A person's second factors: authenticator apps (TOTP, RFC 6238) and passkeys (WebAuthn). A TOTP
 * secret is kept only encrypted with a key derived from the server's secret (server/auth/second-factor-crypto.ts);
 * `last_step` is the newest time step accepted, so that a code is never accepted twice.
 */
export const secondFactors = pgTable(
  'second_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'totp' | 'passkey'>().notNull(),
    label: text('label').notNull(),
    /** TOTP: the encrypted secret (iv.ciphertext.tag, base64url). */
    secretEnc: text('secret_enc'),
    lastStep: bigint('last_step', { mode: 'number' }),
    /** Passkey: the credential's id and COSE public key (base64url), signature counter and transports. */
    credentialId: text('credential_id'),
    publicKey: text('public_key'),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    index('second_factors_user_idx').on(t.userId),
    uniqueIndex('second_factors_credential_key').on(t.credentialId),
  ],
);

/** One-time recovery codes, kept as keyed hashes (HMAC-SHA-256); a used code stays, spent. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * The half-way point of a sign-in that needs a second factor: a password (or provider) was right.
 * Stored as a SHA-256 hash, bound to its user and client address, spent by the completing call.
 */
export const secondFactorTickets = pgTable(
  'second_factor_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    client: text('client').notNull(),
    /** How the first factor was proved (password, google, linkedin): the sign-in's audit record. */
    method: text('method').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('second_factor_tickets_hash_key').on(t.tokenHash),
    index('second_factor_tickets_user_idx').on(t.userId),
  ],
);

/** The open WebAuthn challenge of a user, one per ceremony: the newest options asked for win. */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ceremony: text('ceremony').$type<'register' | 'authenticate'>().notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ceremony] })],
);
