import { z } from 'zod';
import { CONTRACT_TYPES } from './account.ts';
import { emailSchema, isoDateSchema, requiredText, text } from './fields.ts';
import { toCents } from './money.ts';
import { PROFILES } from './profiles.ts';
import { requiredOr } from './required-message.ts';

/** Whether a Portuguese tax number (NIF) has 9 digits and the right check digit. */
export function isValidNif(nif: string): boolean {
  if (!/^\d{9}$/.test(nif)) return false;
  const digits = [...nif].map(Number);
  const sum = digits.slice(0, 8).reduce((total, digit, index) => total + digit * (9 - index), 0);
  const check = 11 - (sum % 11);
  return (check >= 10 ? 0 : check) === digits[8];
}

export const EMPLOYEE_STATUSES = [
  { key: 'active', name: 'Active' },
  { key: 'inactive', name: 'Inactive' },
  { key: 'pending', name: 'Pending activation' },
] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number]['key'];

export const WEEKDAYS = [
  { key: 1, name: 'Monday', short: 'Mon' },
  { key: 2, name: 'Tuesday', short: 'Tue' },
  { key: 3, name: 'Wednesday', short: 'Wed' },
  { key: 4, name: 'Thursday', short: 'Thu' },
  { key: 5, name: 'Friday', short: 'Fri' },
  { key: 6, name: 'Saturday', short: 'Sat' },
  { key: 7, name: 'Sunday', short: 'Sun' },
] as const;

const DAILY_HOURS_PATTERN = /^\d{1,2}(\.\d{1,2})?$/;

export const EMPLOYEE_MESSAGES = {
  invalidNif: 'Invalid tax number (NIF): 9 digits with a valid check digit',
  dailyHours: 'Between 0.5 and 12 hours, at most 2 decimals',
  weekdays: 'Pick at least one working weekday',
  profiles: 'Pick at least one profile',
  contractType: 'Pick a contract type',
  emailTaken: 'This e-mail already belongs to someone in Quadro.',
  taxNumberTaken: 'This tax number already belongs to someone in Quadro.',
  ownAdministeringProfile: (profile: string) =>
    `You cannot remove your own ${profile} profile: ask another ${profile} member.`,
  lastAdministeringHolder: (profile: string) =>
    `This is the last enabled ${profile} account: give the ${profile} profile to someone else first.`,
} as const;

export const dailyHoursSchema = z
  .string({ error: 'Required' })
  .trim()
  .regex(DAILY_HOURS_PATTERN, EMPLOYEE_MESSAGES.dailyHours)
  .refine(
    (hours) =>
      !DAILY_HOURS_PATTERN.test(hours) || (toCents(hours) >= 50n && toCents(hours) <= 1200n),
    EMPLOYEE_MESSAGES.dailyHours,
  );

export const taxNumberSchema = z
  .string({ error: 'Required' })
  .trim()
  .refine(isValidNif, EMPLOYEE_MESSAGES.invalidNif);

/** POST /api/employees and PUT /api/employees/:id (hr). */
export const employeeInputSchema = z
  .object({
    name: requiredText({ max: 120 }),
    email: emailSchema,
    profiles: z.array(z.enum(PROFILES)).min(1, EMPLOYEE_MESSAGES.profiles).max(PROFILES.length),
    start_date: isoDateSchema,
    contract_type: z.enum(CONTRACT_TYPES.map((type) => type.key) as [string, ...string[]], {
      error: requiredOr(EMPLOYEE_MESSAGES.contractType),
    }),
    job_title: requiredText({ max: 120 }),
    working_weekdays: z
      .array(z.number().int().min(1).max(7))
      .min(1, EMPLOYEE_MESSAGES.weekdays)
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'Each weekday once'),
    daily_hours: dailyHoursSchema,
    tax_number: taxNumberSchema,
  })
  .strict();
export type EmployeeInput = z.infer<typeof employeeInputSchema>;
export type EmployeeFormValues = z.input<typeof employeeInputSchema>;

export const EMPLOYEE_SORTS = [
  'name',
  'email',
  'job_title',
  'contract_type',
  'start_date',
] as const;
export const EMPLOYEE_PAGE_SIZE = 20;
export const TWO_FACTOR_FILTERS = ['on', 'off'] as const;
export const EMPLOYEE_PAGE_SIZE_MAX = 100;

const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/employees: one page of the filtered, sorted table. */
export const employeeQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(EMPLOYEE_PAGE_SIZE_MAX).default(EMPLOYEE_PAGE_SIZE),
  sort: z.enum(EMPLOYEE_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  search: z.preprocess(blankAsUndefined, text({ max: 100 }).optional()),
  status: z.preprocess(
    blankAsUndefined,
    z.enum(EMPLOYEE_STATUSES.map((status) => status.key) as [EmployeeStatus]).optional(),
  ),
  profile: z.preprocess(blankAsUndefined, z.enum(PROFILES).optional()),
  contract_type: z.preprocess(blankAsUndefined, text({ max: 40 }).optional()),
  client_id: z.preprocess(blankAsUndefined, z.uuid().optional()),
  start_from: z.preprocess(blankAsUndefined, isoDateSchema.optional()),
  start_to: z.preprocess(blankAsUndefined, isoDateSchema.optional()),
  /** Whether the person's two-factor sign-in is on. */
  two_factor: z.preprocess(blankAsUndefined, z.enum(TWO_FACTOR_FILTERS).optional()),
});
export type EmployeeQuery = z.infer<typeof employeeQuerySchema>;

export const employeeRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  profiles: z.array(z.string()),
  job_title: z.string().nullable(),
  contract_type: z.string().nullable(),
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
  start_date: z.string().nullable(),
  status: z.enum(['active', 'inactive', 'pending']),
  /** Whether the person's two-factor sign-in is on. */
  two_factor: z.boolean(),
});
export type EmployeeRow = z.infer<typeof employeeRowSchema>;

export const employeePageSchema = z.object({
  items: z.array(employeeRowSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  /** The profiles that must use two-factor sign-in (the system parameter), shown by the table. */
  two_factor_required_profiles: z.array(z.enum(PROFILES)),
});
export type EmployeePage = z.infer<typeof employeePageSchema>;

export const employeeRecordSchema = employeeRowSchema.extend({
  working_weekdays: z.array(z.number()),
  daily_hours: z.string(),
  tax_number: z.string().nullable(),
  /** When HR erased the person's personal data (never undone); null for everyone else. */
  erased_at: z.string().nullable(),
});
export type EmployeeRecord = z.infer<typeof employeeRecordSchema>;

export const employeeHistoryEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export const employeeHistoryPageSchema = z.object({
  items: z.array(employeeHistoryEntrySchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type EmployeeHistoryEntry = z.infer<typeof employeeHistoryEntrySchema>;

/** GET /api/employees/export: the table's filters and sort, every matching row, as CSV or XLSX. */
export const employeeExportQuerySchema = employeeQuerySchema
  .omit({ page: true, page_size: true })
  .extend({ format: z.enum(['csv', 'xlsx']).default('csv') });
export type EmployeeExportQuery = z.infer<typeof employeeExportQuerySchema>;
/** Above this many rows the export is refused: narrow the filters. */
export const EMPLOYEE_EXPORT_MAX_ROWS = 20_000;
