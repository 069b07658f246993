import { z } from 'zod';
import { approvalStatusSchema } from './approval.ts';
import { text } from './fields.ts';
import { yearSchema } from './months.ts';
import { pageQueryFields } from './page-query.ts';

const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Finance's travels queues (kilometre-map months, road trips): a year or one month, a state, a name. */
export const travelQueueQuerySchema = z.object({
  year: yearSchema,
  month: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(12).optional()),
  status: z.preprocess(blankAsUndefined, approvalStatusSchema.optional()),
  search: text({ max: 100 }).default(''),
  ...pageQueryFields(),
});
export type TravelQueueQuery = z.infer<typeof travelQueueQuerySchema>;
