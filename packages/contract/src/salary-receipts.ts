import { z } from 'zod';
import {
  APPROVAL_STATUS_LABELS,
  type ApprovalStatus,
  approvalLevelsSchema,
  approvalStatusSchema,
  checkDecisionReason,
  decisionFields,
} from './approval.ts';
import { text } from './fields.ts';
import { MONTHS, monthNumberSchema, yearSchema } from './months.ts';
import { requiredOr } from './required-message.ts';

/** Spec §2: who manages receipts (/app/manage-salary-receipts) and who reads their own. */
export const SALARY_RECEIPT_MANAGERS = ['financial', 'admin'] as const;
export const SALARY_RECEIPT_HOLDERS = ['employee'] as const;

export const SALARY_RECEIPT_KINDS = [
  { key: 'salary', name: 'Salary' },
  { key: 'vacation_allowance', name: 'Vacation allowance' },
  { key: 'christmas_allowance', name: 'Christmas allowance' },
  /** Replaces, once approved, the month's salary receipt (or its last correction). */
  { key: 'correction', name: 'Correction' },
] as const;
export type SalaryReceiptKind = (typeof SALARY_RECEIPT_KINDS)[number]['key'];
export const salaryReceiptKindSchema = z.enum(
  SALARY_RECEIPT_KINDS.map((kind) => kind.key) as [SalaryReceiptKind, ...SalaryReceiptKind[]],
  { error: requiredOr('Pick salary, vacation allowance, Christmas allowance or correction') },
);
export const SALARY_RECEIPT_KIND_NAMES = Object.fromEntries(
  SALARY_RECEIPT_KINDS.map((kind) => [kind.key, kind.name]),
) as Record<SalaryReceiptKind, string>;

export const SALARY_RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const SALARY_RECEIPT_BATCH_MAX_BYTES = 200 * 1024 * 1024;
export const SALARY_RECEIPT_PAGE_SIZE = 20;

export const SALARY_RECEIPT_MESSAGES = {
  saved: 'Data has been saved',
  updated: 'Data has been updated',
  removed: 'Item has been removed',
  sent: (count: number) =>
    count === 1 ? 'The receipt was sent to approval.' : `${count} receipts were sent to approval.`,
  approved: 'The receipt was approved and published.',
  rejected: 'The receipt was rejected.',
  duplicate: (kind: string, month: string) =>
    `This employee already has a ${kind.toLowerCase()} receipt for ${month}`,
  notEditable: (status: string) =>
    `This receipt is ${APPROVAL_STATUS_LABELS[status as ApprovalStatus] ?? status}: it cannot be changed now`,
  publishedNotRemovable: 'A published receipt cannot be removed: add a correction instead.',
  notPdf: 'The receipt must be a PDF',
  protectedPdf: 'The PDF is protected by a password: export it without one',
  notEmployee: 'Pick an employee',
  available: (month: string, year: number) =>
    `Your salary receipt for ${month} ${year} is available.`,
} as const;

export const monthNameOf = (month: number) => MONTHS[month - 1]?.name ?? String(month);

/** POST /api/salary-receipts (multipart: employeeId, year, month, kind and the PDF as `file`). */
export const salaryReceiptFieldsSchema = z.object({
  employeeId: z.uuid({ error: requiredOr('Pick an employee') }),
  year: yearSchema,
  month: monthNumberSchema,
  kind: salaryReceiptKindSchema.default('salary'),
});
export type SalaryReceiptFields = z.infer<typeof salaryReceiptFieldsSchema>;

/** PUT /api/salary-receipts/{id} (multipart: any of year, month, kind and a new `file`). */
export const salaryReceiptUpdateFieldsSchema = salaryReceiptFieldsSchema
  .omit({ employeeId: true })
  .partial();
export type SalaryReceiptUpdateFields = z.infer<typeof salaryReceiptUpdateFieldsSchema>;

export const salaryReceiptSchema = z.object({
  id: z.string(),
  employee: z.object({ id: z.string(), name: z.string() }),
  year: z.number(),
  month: z.number(),
  kind: salaryReceiptKindSchema,
  status: approvalStatusSchema,
  rejectionReason: z.string().nullable(),
  /** The PDF's download address. */
  file: z.string(),
  fileName: z.string(),
  sizeBytes: z.number(),
  /** Who sent it to approval (they may not approve it), or null before. */
  sentBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Each approval level's decision of the latest round, when the kind has more than one level. */
  approvalLevels: approvalLevelsSchema.optional(),
});
export type SalaryReceipt = z.infer<typeof salaryReceiptSchema>;

export const salaryReceiptResultSchema = z.object({
  message: z.string(),
  receipt: salaryReceiptSchema,
});
export type SalaryReceiptResult = z.infer<typeof salaryReceiptResultSchema>;

/** GET /api/salary-receipts: finance's receipts of a year (and month), filtered and paged. */
export const manageSalaryReceiptsQuerySchema = z.object({
  year: yearSchema.optional(),
  month: z.preprocess((value) => (value === '' ? undefined : value), monthNumberSchema.optional()),
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    approvalStatusSchema.optional(),
  ),
  kind: z.preprocess(
    (value) => (value === '' ? undefined : value),
    salaryReceiptKindSchema.optional(),
  ),
  search: text({ max: 100 }).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(SALARY_RECEIPT_PAGE_SIZE),
});
export type ManageSalaryReceiptsQuery = z.infer<typeof manageSalaryReceiptsQuerySchema>;

export const manageSalaryReceiptsPageSchema = z.object({
  year: z.number(),
  items: z.array(salaryReceiptSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ManageSalaryReceiptsPage = z.infer<typeof manageSalaryReceiptsPageSchema>;

/** GET /api/salary-receipts/missing?year=&month=: employees with no salary receipt that month. */
export const missingSalaryReceiptsQuerySchema = z.object({
  year: yearSchema,
  month: monthNumberSchema,
});
export const missingSalaryReceiptsSchema = z.object({
  total: z.number(),
  employees: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type MissingSalaryReceipts = z.infer<typeof missingSalaryReceiptsSchema>;

/** PUT /api/salary-receipts/send-to-approval: the selected receipts, in one transaction. */
export const sendSalaryReceiptsSchema = z
  .object({ ids: z.array(z.uuid()).min(1, 'Select at least one receipt').max(1000) })
  .strict();

/**
 * PUT /api/salary-receipts/approval: `{id, decision: 'approve' | 'reject', reason?}`, worded as
 * the travel-pass approval.
 */
export const salaryReceiptApprovalSchema = z
  .object({
    id: z.uuid({ error: 'Required' }),
    ...decisionFields,
  })
  .strict()
  .superRefine(checkDecisionReason);
export type SalaryReceiptApproval = z.infer<typeof salaryReceiptApprovalSchema>;

/** GET /api/salary-receipts/mine?year=: the employee's published receipts, newest first. */
export const mySalaryReceiptsQuerySchema = z.object({ year: yearSchema.optional() });
export const mySalaryReceiptSchema = z.object({
  id: z.string(),
  year: z.number(),
  month: z.number(),
  kind: salaryReceiptKindSchema,
  file: z.string(),
  fileName: z.string(),
  publishedAt: z.string(),
  /** Not yet opened, viewed or downloaded by the employee. */
  isNew: z.boolean(),
});
export type MySalaryReceipt = z.infer<typeof mySalaryReceiptSchema>;
export const mySalaryReceiptsSchema = z.object({
  year: z.number(),
  /** The years with a published receipt, newest first, for the year picker. */
  years: z.array(z.number()),
  items: z.array(mySalaryReceiptSchema),
});
export type MySalaryReceipts = z.infer<typeof mySalaryReceiptsSchema>;

/** POST /api/salary-receipts/batches: a month's bulk upload, its files added next. */
export const salaryReceiptBatchFieldsSchema = salaryReceiptFieldsSchema.omit({ employeeId: true });

export const SALARY_RECEIPT_BATCH_MESSAGES = {
  refused: (fileName: string, reason: string) => `${fileName}: ${reason}`,
  tooLarge: 'The batch is larger than 200 MB',
  receiptTooLarge: 'A receipt is larger than 5 MB',
  noText: 'No page of this file could be matched: pick the employee',
  confirmed: (count: number) =>
    count === 1 ? 'One receipt was added.' : `${count} receipts were added.`,
  duplicate: 'This employee already has a receipt of this kind for the month',
  twice: 'Two receipts of the batch go to this employee',
  closed: 'This batch was already confirmed',
  notFound: 'Batch not found',
} as const;

export const salaryReceiptBatchItemSchema = z.object({
  id: z.string(),
  /** The uploaded file it comes from, and its pages there. */
  sourceName: z.string(),
  firstPage: z.number(),
  lastPage: z.number(),
  employee: z.object({ id: z.string(), name: z.string() }).nullable(),
  matchedBy: z.enum(['nif', 'file-name', 'name']).nullable(),
  /** When the match was ambiguous: the people it could be. */
  candidates: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The matched employee already has such a receipt, or a second item of the batch is theirs. */
  duplicate: z.string().nullable(),
  /** The PDF of this receipt alone, for checking before confirming. */
  file: z.string(),
});
export type SalaryReceiptBatchItem = z.infer<typeof salaryReceiptBatchItemSchema>;

export const salaryReceiptBatchSchema = z.object({
  id: z.string(),
  year: z.number(),
  month: z.number(),
  kind: salaryReceiptKindSchema,
  status: z.enum(['Open', 'Confirmed']),
  items: z.array(salaryReceiptBatchItemSchema),
});
export type SalaryReceiptBatch = z.infer<typeof salaryReceiptBatchSchema>;

/**
 * PUT /api/salary-receipts/batches/{id}/confirm: for each item, the employee it goes to (the match
 * when left out) or null to leave it out; every receipt is created in one transaction, or none.
 */
export const confirmSalaryReceiptBatchSchema = z
  .object({
    items: z
      .array(z.object({ id: z.uuid(), employeeId: z.uuid().nullable() }).strict())
      .max(10_000)
      .default([]),
  })
  .strict();
export type ConfirmSalaryReceiptBatch = z.infer<typeof confirmSalaryReceiptBatchSchema>;
