import type { InjectOptions } from 'fastify';

/**
 * The shape of a module's record-access cases (`<domain>.record-access.ts`), which its manifest
 * lends the record-access test. Only the shape lives here: the cases and the test that runs them
 * (apps/api/test/record-access.ts) are test code the running app never loads. `App` is what a
 * case's `arrange` is given (the test's TestApp); the manifest, which only hands cases on, leaves
 * it open.
 */

/**
 * Where a request carries an id: `params.id`, `query.teamId`, `body.ids[]` (any element),
 * `body.items[].id` (a field of any item), `formData.roadTripId`.
 */
export type IdPlace = `${'params' | 'query' | 'body' | 'formData'}.${string}`;

type Request = Omit<InjectOptions, 'url' | 'method'>;

/**
 * The refused request, built for any id: `url(id)` with a fixed `request` (an id in the path or the
 * query), or `request(id)` giving the url and the rest (an id in the body or the form; a form is
 * encoded asynchronously, so it may answer a promise).
 */
export type RefusedRequest = { existingId: string } & (
  | { url(id: string): string; request: Request }
  | { request(id: string): Promise<Request & { url: string }> | (Request & { url: string }) }
);

/**
 * One place of a route that takes an id, and a user who may not use one existing record through
 * it. The record-access test puts that record's id, then a random one, at that place and proves
 * both answers are the same status and the same body, and that the body does not name the record.
 */
export interface RecordAccessProbe<App = unknown> {
  /** As registered, e.g. 'PUT /api/accounts/:id/activation'. */
  route: string;
  /** Where the id goes (`body.ids[]`, `query.teamId`…); the route's last path parameter if left out. */
  at?: IdPlace;
  arrange(t: App): Promise<RefusedRequest>;
  /**
   * 404 unless the route rule already refuses this user before any record is read (403), the route
   * takes another credential than a person's session and refuses theirs (401, SCIM), an id in a
   * body is refused as a field (400, the same field error for both ids) or a decision on many
   * answers for each item (200, the same answer for both ids).
   */
  status?: 200 | 400 | 401 | 403 | 404;
  /** Why this user may not use the record. */
  because: string;
}

/**
 * A place that holds an id the test does not probe, declared with its reason: the id names no
 * stored record (one the client makes up for a new row), or every caller the route rule lets in may
 * name every record of its kind (HR putting any employee in a team), so none is refused.
 */
export interface OpenIdPlace {
  route: string;
  at: IdPlace;
  open: 'not a record' | 'every record';
  because: string;
}

export type RecordAccessCase<App = unknown> = RecordAccessProbe<App> | OpenIdPlace;
