import { z } from 'zod';
import {
  APPROVAL_STATUS_LABELS,
  type ApprovalVariations,
  approvalLevelsSchema,
  approvalStatusSchema,
} from './approval.ts';
import { isoDateSchema, text } from './fields.ts';
import { formatCalendarDay, formatNumber } from './formatting.ts';
import { monthKeySchema, yearSchema } from './months.ts';
import { requiredOr } from './required-message.ts';

export const ABSENCE_TYPES = [
  { key: 'sick_leave', name: 'Sick leave' },
  { key: 'medical_appointment', name: 'Medical appointment' },
  { key: 'family_assistance', name: 'Family assistance' },
  { key: 'training', name: 'Training' },
  { key: 'bereavement', name: 'Bereavement' },
  { key: 'marriage', name: 'Marriage' },
  { key: 'unjustified', name: 'Unjustified' },
  { key: 'other', name: 'Other' },
] as const;
export type AbsenceType = (typeof ABSENCE_TYPES)[number]['key'];
const ABSENCE_TYPE_KEYS = ABSENCE_TYPES.map((type) => type.key) as [AbsenceType, ...AbsenceType[]];

export const ABSENCE_UNITS = [
  { key: 'hours', name: 'Hours of one day' },
  { key: 'days', name: 'Whole working days' },
] as const;

/** Who approves, rejects and reopens work maps, and reads everybody's. */
export const WORK_MAP_APPROVERS = ['hr', 'admin'] as const;

/** Work maps' variation of the approval workflow: hr or admin reopen a map for changes. */
export const WORK_MAP_APPROVAL: ApprovalVariations = { reopenable: true };

/** A month with no map yet, in HR's table and counts. */
export const NOT_CREATED = 'NotCreated';
export const WORK_MAP_ROW_STATUSES = [NOT_CREATED, ...approvalStatusSchema.options] as const;
export type WorkMapRowStatus = (typeof WORK_MAP_ROW_STATUSES)[number];
export const WORK_MAP_STATUS_LABELS: Record<WorkMapRowStatus, string> = {
  NotCreated: 'Not Created',
  ...APPROVAL_STATUS_LABELS,
};

export const WORK_MAP_MESSAGES = {
  monthTaken: 'There is already a work map for this month',
  notEditable: (status: string) =>
    `This work map is ${WORK_MAP_STATUS_LABELS[status as WorkMapRowStatus] ?? status}: it cannot be changed now`,
  dayOutsideMonth: "The day must be inside the work map's month",
  dayTaken: 'This day already has a work day: edit it instead',
  hours: 'Between 0 and 24 hours, at most 2 decimals',
  totalOver24: 'Hours and extra hours together cannot pass 24',
  absenceOverlap: 'Another absence already covers this day',
  absencePastMonth: "The absence must end inside the work map's month",
  absenceNoWorkingDay: 'The absence covers no working day of this employee',
  absenceHours: 'Between 0.5 and 24 hours, at most 2 decimals',
  absenceDays: 'Between 1 and 23 working days',
  justificationType: 'The justification must be a PDF or a PNG or JPEG image',
  unknownProject: 'Not one of your projects on this day',
  vacationDay: (day: string) =>
    `${formatCalendarDay(day)} is an approved vacation day: no work can be recorded on it`,
  halfVacationDay: (day: string, hours: number) =>
    `${formatCalendarDay(day)} is half a vacation day: at most ${formatNumber(hours)} hours can be recorded on it`,
  sentToApproval: 'The work map was sent to approval.',
  approved: 'The work map was approved.',
  rejected: 'The work map was rejected.',
  inModification: 'The work map is In Modification: its employee can change it again.',
} as const;

/** A work map's month, `YYYY-MM` (the contract's one month range). */
export const monthSchema = monthKeySchema;

/** Hours as a number of at most 2 decimals (7.5, 0.25). */
const hoursNumber = (min: number, message: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? 'Required'
          : message,
    })
    .min(min, message)
    .max(24, message)
    .refine((hours) => Math.abs(hours * 100 - Math.round(hours * 100)) < 1e-9, message);

/** POST /api/work-maps: the employee creates a month's map, pre-filled with their working days. */
export const createWorkMapSchema = z.object({ month: monthSchema }).strict();

/** Spec §3 work day form: start (date), hours (required), extraHours (optional); and the project. */
export const workDayInputSchema = z
  .object({
    start: isoDateSchema,
    hours: hoursNumber(0, WORK_MAP_MESSAGES.hours),
    extraHours: hoursNumber(0, WORK_MAP_MESSAGES.hours).nullable().optional(),
    projectId: z.uuid().nullable().optional(),
  })
  .strict()
  .refine((day) => day.hours + (day.extraHours ?? 0) <= 24, {
    message: WORK_MAP_MESSAGES.totalOver24,
    path: ['extraHours'],
  });
export type WorkDayInput = z.infer<typeof workDayInputSchema>;
export type WorkDayFormValues = z.input<typeof workDayInputSchema>;

export const absenceInputSchema = z
  .object({
    type: z.enum(ABSENCE_TYPE_KEYS, { error: requiredOr('Pick a type') }),
    start: isoDateSchema,
    unit: z.enum(['hours', 'days'], { error: requiredOr('Pick hours or days') }),
    hours: hoursNumber(0.5, WORK_MAP_MESSAGES.absenceHours).nullable().optional(),
    days: z
      .number({ error: WORK_MAP_MESSAGES.absenceDays })
      .int(WORK_MAP_MESSAGES.absenceDays)
      .min(1, WORK_MAP_MESSAGES.absenceDays)
      .max(23, WORK_MAP_MESSAGES.absenceDays)
      .nullable()
      .optional(),
    note: text({ max: 500 }).optional(),
  })
  .strict()
  .superRefine((absence, context) => {
    if (absence.unit === 'hours' && (absence.hours ?? undefined) === undefined) {
      context.addIssue({ code: 'custom', path: ['hours'], message: 'Required' });
    }
    if (absence.unit === 'days' && (absence.days ?? undefined) === undefined) {
      context.addIssue({ code: 'custom', path: ['days'], message: 'Required' });
    }
  });
export type AbsenceInput = z.infer<typeof absenceInputSchema>;
export type AbsenceFormValues = z.input<typeof absenceInputSchema>;

export const rejectWorkMapSchema = z.object({ reason: z.string().optional() }).strict();

const hoursValue = z.number();

export const workDaySchema = z.object({
  id: z.string(),
  day: z.string(),
  hours: hoursValue,
  extraHours: hoursValue,
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
});
export type WorkDay = z.infer<typeof workDaySchema>;

export const absenceSchema = z.object({
  id: z.string(),
  type: z.enum(ABSENCE_TYPE_KEYS),
  start: z.string(),
  end: z.string(),
  unit: z.enum(['hours', 'days']),
  hours: hoursValue.nullable(),
  days: z.number().nullable(),
  note: z.string().nullable(),
  hasJustification: z.boolean(),
});
export type Absence = z.infer<typeof absenceSchema>;

export const workMapTotalsSchema = z.object({
  /** The employee's working days of the month (their weekdays, minus holidays). */
  workingDays: z.number(),
  daysWorked: z.number(),
  hours: hoursValue,
  extraHours: hoursValue,
  absences: z.array(
    z.object({ type: z.enum(ABSENCE_TYPE_KEYS), days: z.number(), hours: hoursValue }),
  ),
  /** Days, hours and extra hours per project named on the days (null: no project). */
  projects: z.array(
    z.object({
      projectId: z.string().nullable(),
      days: z.number(),
      hours: hoursValue,
      extraHours: hoursValue,
    }),
  ),
});
export type WorkMapTotals = z.infer<typeof workMapTotalsSchema>;

export const workMapDetailsSchema = z.object({
  id: z.string(),
  employee: z.object({ id: z.string(), name: z.string() }),
  month: z.string(),
  status: approvalStatusSchema,
  rejectionReason: z.string().nullable(),
  editable: z.boolean(),
  dailyHours: hoursValue,
  workDays: z.array(workDaySchema),
  absences: z.array(absenceSchema),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  /** The employee's projects during the month, to name on each day. */
  projects: z.array(z.object({ id: z.string(), name: z.string(), code: z.string() })),
  totals: workMapTotalsSchema,
  /** The employee's approved vacations touching the month, shown read-only on the calendar. */
  vacations: z.array(
    z.object({ id: z.string(), start: z.string(), end: z.string(), halfDay: z.boolean() }),
  ),
});
export type WorkMapDetails = z.infer<typeof workMapDetailsSchema>;

/** One map in the employee's history. */
export const workMapSummarySchema = z.object({
  id: z.string(),
  month: z.string(),
  status: approvalStatusSchema,
  rejectionReason: z.string().nullable(),
  daysWorked: z.number(),
  hours: hoursValue,
  extraHours: hoursValue,
  absentDays: z.number(),
});
export type WorkMapSummary = z.infer<typeof workMapSummarySchema>;
export const workMapSummaryListSchema = z.array(workMapSummarySchema);

/** GET /api/work-maps (hr, admin): every employee's map of a month, created or not. */
export const workMapQuerySchema = z.object({
  month: monthSchema,
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(WORK_MAP_ROW_STATUSES).optional(),
  ),
  search: z.preprocess(
    (value) => (value === '' ? undefined : value),
    text({ max: 100 }).optional(),
  ),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type WorkMapQuery = z.infer<typeof workMapQuerySchema>;

export const workMapRowSchema = z.object({
  id: z.string().nullable(),
  employee: z.object({ id: z.string(), name: z.string() }),
  month: z.string(),
  status: z.enum(WORK_MAP_ROW_STATUSES),
  daysWorked: z.number(),
  hours: hoursValue,
  extraHours: hoursValue,
  absentDays: z.number(),
  /** Each approval level's decision of the latest round, when the kind has more than one level. */
  approvalLevels: approvalLevelsSchema.optional(),
});
export type WorkMapRow = z.infer<typeof workMapRowSchema>;

export const workMapCountsSchema = z.record(z.enum(WORK_MAP_ROW_STATUSES), z.number());
export const workMapPageSchema = z.object({
  items: z.array(workMapRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: workMapCountsSchema,
});
export type WorkMapPage = z.infer<typeof workMapPageSchema>;

/** The maps nobody has created and those In Modification, this month and last (badges, reminders). */
export const workMapAttentionSchema = z.object({
  months: z.array(
    z.object({ month: z.string(), notCreated: z.number(), inModification: z.number() }),
  ),
  total: z.number(),
});
export type WorkMapAttention = z.infer<typeof workMapAttentionSchema>;

export const workMapExportQuerySchema = z.object({
  month: monthSchema,
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

/** GET /api/work-maps/absences/mine: the employee's absences of a year (dashboard). */
export const myAbsenceSchema = absenceSchema.extend({ workMapId: z.string() });
export const myAbsenceListSchema = z.array(myAbsenceSchema);
export type MyAbsence = z.infer<typeof myAbsenceSchema>;
export const myAbsencesQuerySchema = z.object({
  year: yearSchema.optional(),
});
