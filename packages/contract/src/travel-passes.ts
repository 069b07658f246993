import { z } from 'zod';
import {
  APPROVAL_STATUS_LABELS,
  type ApprovalStatus,
  approvalLevelsSchema,
  approvalStatusSchema,
  checkDecisionReason,
} from './approval.ts';
import { requiredRawText, text } from './fields.ts';
import { moneySchema } from './money.ts';
import { monthKeySchema, yearSchema } from './months.ts';

/** Who claims a month's pass (spec §2: /app/travel-pass-history) and who decides it. */
export const TRAVEL_PASS_HOLDERS = ['employee', 'trainee'] as const;
export const TRAVEL_PASS_APPROVERS = ['financial'] as const;

/** Spec §7: GET /api/travel-pass defaults. */
export const TRAVEL_PASS_PAGE_SIZE = 10;

/** The receipt: a PDF or an image, checked by content. */
export const TRAVEL_PASS_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Spec §8 success messages, word for word, and the refusals of this area. */
export const TRAVEL_PASS_MESSAGES = {
  added: 'The travel pass of this month was added with success.',
  saved: 'The travel pass of this month was save with success.',
  sent: 'The travel pass of this month was send to approval.',
  removed: 'The travel pass was removed with success.',
  blocked: 'You will not receive notifications by email about travel pass.',
  monthBlocked: 'Travel pass notifications for this month are blocked.',
  approved: 'The travel pass was approved.',
  rejected: 'The travel pass was rejected.',
  alreadyAdded: 'The travel pass of this month was already added.',
  notEditable: (status: string) =>
    `This travel pass is ${APPROVAL_STATUS_LABELS[status as ApprovalStatus] ?? status}: it cannot be changed now`,
  approvedNotRemovable: 'An approved travel pass cannot be removed.',
  value: 'A value in euros, at most 2 decimals, not negative',
  overCap: (cap: string) => `At most ${cap} € a month`,
  sendWithoutValue: 'Fill in a value above zero before sending',
  sendWithoutAttachment: 'Attach the receipt before sending',
  attachmentType: 'The receipt must be a PDF or a PNG or JPEG image',
  badCode: 'This link is not valid or has expired.',
} as const;

/**
 * The `value` field of PUT /api/travel-pass/ (multipart, so it arrives as text; a decimal comma is
 * read as a point). The cap is a system parameter, checked by the server.
 */
export const travelPassValueSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(',', '.') : value),
  moneySchema({ max: '100000.00' }),
);

/** GET /api/travel-pass?page={n}&pageSize={n}&filter={text} (spec §7, defaults 1, 10, empty). */
export const travelPassQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(TRAVEL_PASS_PAGE_SIZE),
  filter: text({ max: 100 }).default(''),
});
export type TravelPassQuery = z.infer<typeof travelPassQuerySchema>;

/** Spec §3 travel pass: id, attachment, value; plus its month and state. */
export const travelPassSchema = z.object({
  id: z.string(),
  employee: z.object({ id: z.string(), name: z.string() }),
  /** 'YYYY-MM'. */
  month: z.string(),
  /** Euros as a decimal string, or null until filled in. */
  value: z.string().nullable(),
  /** The receipt's download address (signed), or null. */
  attachment: z.string().nullable(),
  attachmentName: z.string().nullable(),
  status: approvalStatusSchema,
  rejectionReason: z.string().nullable(),
  editable: z.boolean(),
  createdAt: z.string(),
  /** Each approval level's decision of the latest round, when the kind has more than one level. */
  approvalLevels: approvalLevelsSchema.optional(),
});
export type TravelPass = z.infer<typeof travelPassSchema>;

export const travelPassPageSchema = z.object({
  items: z.array(travelPassSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Whether this month's reminders are blocked for the signed-in person. */
  monthBlocked: z.boolean(),
});
export type TravelPassPage = z.infer<typeof travelPassPageSchema>;

/** An answer that carries the spec's message with the pass it is about. */
export const travelPassResultSchema = z.object({
  message: z.string(),
  travelPass: travelPassSchema,
});
export type TravelPassResult = z.infer<typeof travelPassResultSchema>;

export const messageSchema = z.object({ message: z.string() });

/** PUT /api/travel-pass/block-month?code={code}: the code of a reminder's link. */
export const blockMonthQuerySchema = z.object({ code: requiredRawText({ max: 200 }) });

/** PUT /api/travel-pass/send-to-approval (the spec does not show the body: the pass's id). */
export const sendTravelPassSchema = z.object({ id: z.uuid({ error: 'Required' }) }).strict();

/**
 * PUT /api/travel-pass/approval (spec §7: a JSON body, its fields not shown): `{id, decision:
 * 'approve' | 'reject', reason?}`; the decision may also come as `status: 'Approved' | 'Rejected'`
 * or `approved: true | false`, and the reason as `rejectionReason`, as other clients word it.
 */
export const travelPassApprovalSchema = z
  .object({
    id: z.uuid({ error: 'Required' }),
    decision: z.enum(['approve', 'reject']).optional(),
    status: z
      .string()
      .transform((status) => status.replace(/[^a-z]/gi, '').toLowerCase())
      .pipe(z.enum(['approved', 'rejected']))
      .optional(),
    approved: z.boolean().optional(),
    reason: z.string().optional(),
    rejectionReason: z.string().optional(),
  })
  .strict()
  .transform(({ id, decision, status, approved, reason, rejectionReason }) => ({
    id,
    decision:
      decision ??
      (status ? (status === 'approved' ? 'approve' : 'reject') : undefined) ??
      (approved === undefined ? undefined : approved ? 'approve' : 'reject'),
    reason: reason ?? rejectionReason,
  }))
  .refine((input) => input.decision !== undefined, {
    message: 'Pick approve or reject',
    path: ['decision'],
  })
  .transform((input) => ({ ...input, decision: input.decision as 'approve' | 'reject' }))
  .superRefine(checkDecisionReason);
export type TravelPassApproval = z.output<typeof travelPassApprovalSchema>;
export type TravelPassApprovalInput = z.input<typeof travelPassApprovalSchema>;

/** GET /api/travel-pass/zip-download (spec §7 shows no parameter: this month by default). */
export const zipDownloadQuerySchema = z.object({ month: monthKeySchema.optional() });

/** GET /api/travel-pass/manage: finance's month of every pass. */
export const manageTravelPassQuerySchema = z.object({
  month: monthKeySchema,
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    approvalStatusSchema.optional(),
  ),
  search: text({ max: 100 }).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ManageTravelPassQuery = z.infer<typeof manageTravelPassQuerySchema>;

export const manageTravelPassPageSchema = z.object({
  items: z.array(travelPassSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The month's total of the approved passes, euros. */
  approvedTotal: z.string(),
});
export type ManageTravelPassPage = z.infer<typeof manageTravelPassPageSchema>;

/** GET /api/travel-pass/totals: a year's approved passes per employee (this year by default). */
export const travelPassTotalsQuerySchema = z.object({
  year: yearSchema.optional(),
  search: text({ max: 100 }).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TravelPassTotalsQuery = z.infer<typeof travelPassTotalsQuerySchema>;

/** Twelve monthly amounts (January first), euros as decimal strings; null where nothing was approved. */
const monthlyAmountsSchema = z.array(z.string().nullable()).length(12);

export const travelPassTotalsRowSchema = z.object({
  employee: z.object({ id: z.string(), name: z.string() }),
  months: monthlyAmountsSchema,
  total: z.string(),
});
export type TravelPassTotalsRow = z.infer<typeof travelPassTotalsRowSchema>;

export const travelPassTotalsSchema = z.object({
  year: z.number(),
  /** The company's approved total of each month and of the year (every employee, not one page). */
  company: z.object({ months: z.array(z.string()).length(12), total: z.string() }),
  items: z.array(travelPassTotalsRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TravelPassTotals = z.infer<typeof travelPassTotalsSchema>;

/** GET /api/travel-pass/totals/export?year=&format=csv|xlsx. */
export const travelPassTotalsExportQuerySchema = z.object({
  year: yearSchema.optional(),
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
