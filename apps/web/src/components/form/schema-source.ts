import type { z } from 'zod';

export type Schema<Input, Output> = z.ZodType<Output, Input>;

/** A schema, or a loader for one when the page must open before Zod arrives (the sign-in page). */
export type SchemaSource<Input, Output> =
  | Schema<Input, Output>
  | (() => Promise<Schema<Input, Output>>);
