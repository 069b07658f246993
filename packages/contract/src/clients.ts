import { z } from 'zod';
import { BASIC_EMAIL, isoDateSchema, requiredText, text } from './fields.ts';
import { requiredOr } from './required-message.ts';

export const CLIENT_LIMIT_DAYS_MAX = 366;

const optionalText = (max: number) => text({ max }).nullable().optional();

/** POST /api/clients and PUT /api/clients/:id (hr). */
export const clientInputSchema = z
  .object({
    name: requiredText({ max: 120 }),
    contact_name: optionalText(120),
    email: text({ max: 254 })
      .refine((value) => value === '' || BASIC_EMAIL.test(value), 'Invalid email')
      .nullable()
      .optional(),
    phone: optionalText(40),
    address: optionalText(300),
    tax_number: optionalText(40),
    limit_days: z
      .number({ error: 'Required' })
      .int('Enter a whole number')
      .min(0, 'Must not be negative')
      .max(CLIENT_LIMIT_DAYS_MAX, `Must not exceed ${CLIENT_LIMIT_DAYS_MAX}`),
  })
  .strict();
export type ClientInput = z.infer<typeof clientInputSchema>;

export const clientAllocationSchema = z.object({
  id: z.string(),
  client_id: z.string(),
  employee_id: z.string(),
  employee_name: z.string(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
});
export type ClientAllocation = z.infer<typeof clientAllocationSchema>;

export const clientSchema = z.object({
  id: z.string(),
  name: z.string(),
  contact_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  tax_number: z.string().nullable(),
  limit_days: z.number(),
  /** Employees allocated to the client today; the allocations come with the client alone. */
  current_allocations: z.number().int(),
});
export type Client = z.infer<typeof clientSchema>;
export const clientListSchema = z.array(clientSchema);

/** GET /api/clients/:id: the client and every allocation, past and future too, when its dialog opens. */
export const clientDetailsSchema = clientSchema.extend({
  allocations: z.array(clientAllocationSchema),
});
export type ClientDetails = z.infer<typeof clientDetailsSchema>;

/** POST /api/clients/:id/allocations and PUT /api/clients/allocations/:id (hr). */
export const allocationInputSchema = z
  .object({
    employee_id: z.uuid({ error: requiredOr('Pick an employee') }),
    started_at: isoDateSchema,
    ended_at: isoDateSchema.nullable().optional(),
  })
  .strict()
  .refine((value) => !value.ended_at || value.ended_at >= value.started_at, {
    path: ['ended_at'],
    message: 'Must not be before the start',
  });
export type AllocationInput = z.infer<typeof allocationInputSchema>;

export const CLIENT_MESSAGES = {
  duplicateName: (name: string) => `A client named '${name}' already exists.`,
  hasProjects: 'This client has projects: remove them first.',
  overlapping: 'This employee is allocated to a client over part of this period.',
  unknownEmployee: 'Unknown or inactive employee',
} as const;
