import type { FastifyInstance } from 'fastify';

/** What a bare route queries: a plain `pg` pool or an embedded PGlite (bench/bare-server.ts). */
export interface BareStore {
  query(text: string, values: unknown[]): Promise<Record<string, unknown>[]>;
}

/** The signed-in user's id from an `authorization` header, or undefined (answer 401). */
export type UserIdOf = (authorization: string | undefined) => string | undefined;

/**
 * What a domain's `<domain>.bare.ts` exports as `bareRoutes`: the bare Fastify routes its bench
 * entries are compared with, the same SQL and JSON with nothing of ours.
 */
export type BareRoutes = (app: FastifyInstance, store: BareStore, userIdOf: UserIdOf) => void;

/** The demo company's calendar day (its companyTimeZone, Lisbon), as the API reads "today" (platform/context/company-time.ts). */
export const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());
