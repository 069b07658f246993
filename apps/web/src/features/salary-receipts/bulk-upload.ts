import {
  type ConfirmSalaryReceiptBatch,
  SALARY_RECEIPT_BATCH_MESSAGES,
  type SalaryReceiptBatch,
  type SalaryReceiptBatchItem,
} from '@quadro/contract/salary-receipts';

/** How many rows of the bulk upload's preview show at once (a payroll PDF may hold thousands). */
export const PREVIEW_PAGE_SIZE = 50;

/** Said on a row still without anyone when finance asks to create the receipts. */
export const PICK_OR_LEAVE_OUT = 'Pick an employee or leave it out';

export const MATCHED_BY_TEXT = {
  nif: 'by NIF',
  'file-name': 'by file name',
  name: 'by name',
} as const;

/** What finance changed on an item: another employee (null: none yet), or left out. */
export interface ItemChoice {
  employeeId?: string | null;
  leftOut?: boolean;
}
export type ItemChoices = Readonly<Record<string, ItemChoice>>;

export interface PreviewRow {
  item: SalaryReceiptBatchItem;
  /** Its place in the batch's items, as the server's `items.{n}.employeeId` errors count. */
  index: number;
  /** Who it goes to: finance's pick, else the match; null when nobody yet. */
  employeeId: string | null;
  leftOut: boolean;
  /** Finance picked someone other than the match. */
  changed: boolean;
  /** The server's duplicate warning while the match stands, or a second item of one person. */
  warning: string | null;
}

/** 'payroll.pdf, pages 1–2', or 'rita.pdf, page 1'. */
export function receiptSourceText(
  item: Pick<SalaryReceiptBatchItem, 'sourceName' | 'firstPage' | 'lastPage'>,
) {
  return item.firstPage === item.lastPage
    ? `${item.sourceName}, page ${item.firstPage}`
    : `${item.sourceName}, pages ${item.firstPage}–${item.lastPage}`;
}

/**
 * The batch's items as finance left them. The server's duplicate warning concerns the match, so
 * it holds while the match stands; a second item going to one person is found here, as the
 * server would refuse it (corrections excepted, as there).
 */
export function previewRows(batch: SalaryReceiptBatch, choices: ItemChoices): PreviewRow[] {
  const seen = new Set<string>();
  return batch.items.map((item, index) => {
    const choice = choices[item.id] ?? {};
    const matched = item.employee?.id ?? null;
    const employeeId = choice.employeeId === undefined ? matched : choice.employeeId;
    const leftOut = choice.leftOut ?? false;
    let warning: string | null = null;
    if (!leftOut && employeeId !== null && batch.kind !== 'correction') {
      const existing = item.duplicate !== SALARY_RECEIPT_BATCH_MESSAGES.twice;
      if (employeeId === matched && item.duplicate !== null && existing) warning = item.duplicate;
      else if (seen.has(employeeId)) warning = SALARY_RECEIPT_BATCH_MESSAGES.twice;
      seen.add(employeeId);
    }
    return { item, index, employeeId, leftOut, changed: employeeId !== matched, warning };
  });
}

export interface PreviewCounts {
  /** Going to someone: the receipts 'Create' makes. */
  matched: number;
  toPick: number;
  leftOut: number;
}

export function previewCounts(rows: readonly PreviewRow[]): PreviewCounts {
  const counts = { matched: 0, toPick: 0, leftOut: 0 };
  for (const row of rows) {
    if (row.leftOut) counts.leftOut += 1;
    else if (row.employeeId === null) counts.toPick += 1;
    else counts.matched += 1;
  }
  return counts;
}

/** '12 matched, 2 to pick, 1 left out'. */
export const countsText = (counts: PreviewCounts) =>
  `${counts.matched} matched, ${counts.toPick} to pick, ${counts.leftOut} left out`;

/** 'Create 12 receipts' (or 'Create 1 receipt'). */
export const createText = (count: number) =>
  `Create ${count} ${count === 1 ? 'receipt' : 'receipts'}`;

/** The confirmation: only the items finance changed, and those left out as null. */
export function confirmItems(rows: readonly PreviewRow[]): ConfirmSalaryReceiptBatch['items'] {
  return rows
    .filter((row) => row.leftOut || row.changed)
    .map((row) => ({ id: row.item.id, employeeId: row.leftOut ? null : row.employeeId }));
}

/** The rows neither going to anyone nor left out, each told so. */
export function unpickedErrors(rows: readonly PreviewRow[]): Record<string, string> {
  return Object.fromEntries(
    rows
      .filter((row) => !row.leftOut && row.employeeId === null)
      .map((row) => [row.item.id, PICK_OR_LEAVE_OUT]),
  );
}

const ITEM_FIELD = /^items\.(\d+)\.employeeId$/;

/** The refusal's `items.{n}.employeeId` messages by the id of the batch's n-th item. */
export function itemErrorsOf(batch: SalaryReceiptBatch, body: unknown): Record<string, string> {
  const fields = (body as { fields?: unknown } | null | undefined)?.fields;
  if (!Array.isArray(fields)) return {};
  const errors: Record<string, string> = {};
  for (const entry of fields as Array<{ field?: unknown; message?: unknown }>) {
    if (typeof entry?.field !== 'string' || typeof entry.message !== 'string') continue;
    const index = ITEM_FIELD.exec(entry.field)?.[1];
    const item = index === undefined ? undefined : batch.items[Number(index)];
    if (item) errors[item.id] = entry.message;
  }
  return errors;
}

/** The preview page (1-based) a batch item is on. */
export const previewPageOf = (index: number) => Math.floor(index / PREVIEW_PAGE_SIZE) + 1;

/** A refused file's line: the server names the file ('notes.pdf: …'); anything else is named here. */
export function refusalText(fileName: string, message: string): string {
  return message.startsWith(`${fileName}: `) ? message : `${fileName}: ${message}`;
}
