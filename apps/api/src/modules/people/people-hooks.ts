import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { defineEvent, defineProvider } from '../../platform/context/module-hooks.ts';

/**
 * Where higher modules plug into people without people importing them (the module graph points
 * one way: identity and clients import people, never the reverse). See module-hooks.ts.
 */

/**
 * What a new person's password hash holds until they choose one: no argon2 hash, so no password
 * verifies against it, and HR never knows or sends a password.
 */
export const NO_PASSWORD_YET = '!invited';

/**
 * A person HR created (one by one or by import), who has no password yet. People emits it in the
 * transaction that inserts the row; identity handles it by mailing the invitation to choose a
 * password, so the mail commits or rolls back with the person.
 */
export const personCreated = defineEvent<{ id: string; name: string; email: string }>(
  'people: person created',
);

/** Each person's client allocation covering a day, with the client's name: one row a person. */
export type CurrentClients = SubqueryWithSelection<
  { userId: SQL.Aliased<string>; clientId: SQL.Aliased<string>; clientName: SQL.Aliased<string> },
  'current_client'
>;

/**
 * Clients provides the query the employees table left-joins for each person's current client
 * (its column and its filter), so the table stays one query per page.
 */
export const currentClientsOn = defineProvider<(db: Executor, day: string) => CurrentClients>(
  "people: each person's client on a day",
);

/** A condition over a person's id column: whether their two-factor sign-in is on. */
export type TwoFactorOn = (person: AnyPgColumn) => SQL<boolean>;

/**
 * Identity provides the condition the employees table selects and filters by (its 'Two-factor'
 * column): a subquery over identity's table in the same statement, so the page stays one query.
 */
export const twoFactorOnOf = defineProvider<TwoFactorOn>(
  "people: whether a person's two-factor sign-in is on",
);
