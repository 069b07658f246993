import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../people/people.public.ts';

/**
 * A sign-in sent to a provider and not yet back: what the callback checks (state, nonce, PKCE
 * verifier). In the database, so the callback may reach any instance; used once.
 */
export const oidcSignInAttempts = pgTable(
  'oidc_sign_in_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: text().notNull(),
    stateHash: text().notNull().unique(),
    nonce: text().notNull(),
    codeVerifier: text().notNull(),
    /** The /app page to open after signing in. */
    returnTo: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('oidc_sign_in_attempts_expires_idx').on(table.expiresAt)],
);

/** A person's account at a provider: matched by the provider's stable subject once linked. */
export const identityLinks = pgTable(
  'identity_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: text().notNull(),
    subject: text().notNull(),
    /** The e-mail the provider gave when the link was made or last used. */
    email: text(),
    /** The person was created by this first sign-in (just in time). */
    createdBySignIn: boolean().notNull().default(false),
    linkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    unique('identity_links_provider_subject_key').on(table.providerId, table.subject),
    index('identity_links_user_idx').on(table.userId),
  ],
);

/**
 * A Quadro session (a refresh-token family) that began with single sign-on: its provider, the
 * provider's subject and session id (back-channel logout names either), the ID token (the hint of
 * RP-initiated logout) and whether the provider proved a second factor (kept across refreshes).
 */
export const ssoSessions = pgTable(
  'sso_sessions',
  {
    familyId: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: text().notNull(),
    subject: text().notNull(),
    providerSessionId: text(),
    idToken: text().notNull(),
    secondFactor: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sso_sessions_provider_subject_idx').on(table.providerId, table.subject),
    index('sso_sessions_provider_sid_idx').on(table.providerId, table.providerSessionId),
  ],
);

/**
 * The callback's single-use code, exchanged by the web's landing page at /connect/token: the
 * person and what the provider said, until the tokens are issued.
 */
export const ssoCodes = pgTable('sso_codes', {
  codeHash: text().primaryKey(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerId: text().notNull(),
  subject: text().notNull(),
  providerSessionId: text(),
  idToken: text().notNull(),
  secondFactor: boolean().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});

/** Back-channel logout tokens already honoured (their jti), so a replayed one does nothing new. */
export const ssoLogoutTokens = pgTable(
  'sso_logout_tokens',
  {
    providerId: text().notNull(),
    jti: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.jti] })],
);
