import {
  type ManageSalaryReceiptsPage,
  type ManageSalaryReceiptsQuery,
  type MissingSalaryReceipts,
  monthNameOf,
  SALARY_RECEIPT_KIND_NAMES,
  SALARY_RECEIPT_MESSAGES,
  type SalaryReceiptFields,
  type SalaryReceiptResult,
  type SalaryReceiptUpdateFields,
} from '@quadro/contract/salary-receipts';
import { queuePage } from '../../platform/approvals/queue-page.ts';
import type { Actor } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, conflict, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/database-errors.ts';
import type { StoredFile } from '../../platform/files/files.schema.ts';
import { findPersonById } from '../people/people.public.ts';
import { salaryReceiptApproval } from './salary-receipt.approvable.ts';
import { toSalaryReceipt } from './salary-receipt-view.ts';
import { assertEditable, assertManager } from './salary-receipts.policy.ts';
import * as repository from './salary-receipts.repository.ts';
import type { SalaryReceiptRow } from './salary-receipts.schema.ts';

export const receiptNotFound = () => notFound('Salary receipt');

const fieldError = (code: 'validation_failed' | 'conflict', field: string, message: string) =>
  new AppError(code, message, [{ field, message }]);

/** This year on the company's clock. */
export const thisYear = (ctx: ServiceContext) => Number(companyNow(ctx).date.slice(0, 4));

function duplicate(fields: { year: number; month: number; kind: string }) {
  const kind = SALARY_RECEIPT_KIND_NAMES[fields.kind as keyof typeof SALARY_RECEIPT_KIND_NAMES];
  return fieldError(
    'conflict',
    'kind',
    SALARY_RECEIPT_MESSAGES.duplicate(kind, `${monthNameOf(fields.month)} ${fields.year}`),
  );
}

export async function result(
  ctx: ServiceContext,
  id: string,
  message: string,
): Promise<SalaryReceiptResult> {
  const row = await repository.findReceipt(ctx.db, id);
  if (!row) throw receiptNotFound();
  return { message, receipt: toSalaryReceipt(row) };
}

/** Runs `work`; the uploaded PDF is removed again when it fails, so a refusal leaves nothing. */
async function keepingFileOnlyOnSuccess<T>(
  ctx: ServiceContext,
  file: StoredFile | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (file) await ctx.files.delete(ctx.db, file);
    throw error;
  }
}

/** Adds one employee's receipt of a month, Pending Submission, with its PDF. */
export async function addReceipt(
  ctx: ServiceContext,
  actor: Actor,
  input: { fields: SalaryReceiptFields; file: StoredFile | undefined },
): Promise<SalaryReceiptResult> {
  const { fields, file } = input;
  const id = await keepingFileOnlyOnSuccess(ctx, file, async () => {
    assertManager(actor);
    if (!file) throw fieldError('validation_failed', 'file', 'Required');
    const employee = await findPersonById(ctx.db, fields.employeeId);
    if (!employee?.profiles.includes('employee')) {
      throw fieldError('validation_failed', 'employeeId', SALARY_RECEIPT_MESSAGES.notEmployee);
    }
    try {
      return await withTransaction(ctx, async (tx) => {
        const row = await repository.insertReceipt(tx.db, {
          ...fields,
          fileId: file.id,
          createdBy: actor.userId as string,
        });
        await tx.audit({
          actor,
          action: 'salary-receipt.add',
          entityType: 'salary_receipts',
          entityId: row.id,
          before: null,
          after: { ...fields, fileId: file.id },
        });
        return row.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate(fields);
      throw error;
    }
  });
  return result(ctx, id, SALARY_RECEIPT_MESSAGES.saved);
}

/** Replaces the PDF or fixes the period or kind of a receipt not yet sent, or rejected. */
export async function updateReceipt(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string; fields: SalaryReceiptUpdateFields; file: StoredFile | undefined },
): Promise<SalaryReceiptResult> {
  const { fields, file } = input;
  await keepingFileOnlyOnSuccess(ctx, file, async () => {
    assertManager(actor);
    let current: SalaryReceiptRow | undefined;
    try {
      await withTransaction(ctx, async (tx) => {
        current = await repository.lockReceipt(tx.db, input.id);
        if (!current) throw receiptNotFound();
        assertEditable(current);
        const previous = file ? await repository.findFile(tx.db, current.fileId) : undefined;
        const changes = { ...fields, ...(file && { fileId: file.id }) };
        await repository.updateReceipt(tx.db, current.id, changes, tx.clock.now());
        await tx.audit({
          actor,
          action: 'salary-receipt.update',
          entityType: 'salary_receipts',
          entityId: current.id,
          before: {
            year: current.year,
            month: current.month,
            kind: current.kind,
            fileId: current.fileId,
          },
          after: changes,
        });
        if (previous) await tx.files.delete(tx.db, previous);
      });
    } catch (error) {
      if (isUniqueViolation(error) && current) throw duplicate({ ...current, ...fields });
      throw error;
    }
  });
  return result(ctx, input.id, SALARY_RECEIPT_MESSAGES.updated);
}

/** Removes a receipt not published, with its PDF. */
export async function removeReceipt(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<{ message: string }> {
  assertManager(actor);
  await withTransaction(ctx, async (tx) => {
    const current = await repository.lockReceipt(tx.db, input.id);
    if (!current) throw receiptNotFound();
    if (current.status === 'Approved') {
      throw conflict(SALARY_RECEIPT_MESSAGES.publishedNotRemovable);
    }
    const file = await repository.findFile(tx.db, current.fileId);
    await repository.deleteReceipt(tx.db, current.id);
    await tx.audit({
      actor,
      action: 'salary-receipt.remove',
      entityType: 'salary_receipts',
      entityId: current.id,
      before: {
        employeeId: current.employeeId,
        year: current.year,
        month: current.month,
        kind: current.kind,
        status: current.status,
      },
      after: null,
    });
    if (file) await tx.files.delete(tx.db, file);
  });
  return { message: SALARY_RECEIPT_MESSAGES.removed };
}

/** Finance's table of a year (this one by default), filtered by month, state, kind and name. */
export async function listReceipts(
  ctx: ServiceContext,
  actor: Actor,
  query: ManageSalaryReceiptsQuery,
): Promise<ManageSalaryReceiptsPage> {
  assertManager(actor);
  const year = query.year ?? thisYear(ctx);
  const { page } = await queuePage(ctx, salaryReceiptApproval, {
    page: query.page,
    pageSize: query.pageSize,
    listsDrafts: true,
    status: query.status,
    filters: repository.receiptQueueFilters({ ...query, year }),
    rows: repository.receiptQueueRows,
    orderBy: repository.receiptQueueOrder,
    count: (db) => repository.receiptQueueCount(db, query.search),
    itemOf: (row) => row.receipt,
    items: (rows, levels) =>
      rows.map((row) => ({
        ...toSalaryReceipt(row),
        approvalLevels: levels.get(row.receipt.id),
      })),
  });
  return { year, ...page };
}

/** Employees still without a salary receipt (or correction) for a month. */
export async function listMissing(
  ctx: ServiceContext,
  actor: Actor,
  query: { year: number; month: number },
): Promise<MissingSalaryReceipts> {
  assertManager(actor);
  const monthStart = `${query.year}-${String(query.month).padStart(2, '0')}-01`;
  const employees = await repository.listWithoutSalaryReceipt(ctx.db, { ...query, monthStart });
  return { total: employees.length, employees };
}
