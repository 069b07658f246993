import type { MySalaryReceipts } from '@quadro/contract/salary-receipts';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import type { StoredFile } from '../../platform/files/files.schema.ts';
import { downloadName, toMySalaryReceipt } from './salary-receipt-view.ts';
import { canReadSalaryReceipt } from './salary-receipts.policy.ts';
import * as repository from './salary-receipts.repository.ts';
import { receiptNotFound, thisYear } from './salary-receipts.service.ts';

/** The employee's published receipts of a year (the newest year with one by default). */
export async function myReceipts(
  ctx: ServiceContext,
  actor: Actor,
  query: { year?: number | undefined },
): Promise<MySalaryReceipts> {
  const { userId } = requireSignedIn(actor);
  const years = await repository.publishedYearsOf(ctx.db, userId);
  const year = query.year ?? years[0] ?? thisYear(ctx);
  const rows = await repository.listPublishedOf(ctx.db, userId, year);
  return { year, years, items: rows.map(toMySalaryReceipt) };
}

/**
 * A receipt's PDF: its employee once published (it stops being new to them), finance and admin
 * always, each of their reads of someone else's receipt audited; anyone else gets the 404 of none.
 */
export async function receiptFile(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<{ file: StoredFile; name: string }> {
  const row = await repository.findReceipt(ctx.db, input.id);
  if (!row || !canReadSalaryReceipt(actor, row.receipt)) throw receiptNotFound();
  if (actor.userId === row.receipt.employeeId) {
    await repository.markViewed(ctx.db, row.receipt.id, ctx.clock.now());
  } else {
    await ctx.audit({
      actor,
      action: 'salary-receipt.read',
      entityType: 'salary_receipts',
      entityId: row.receipt.id,
      before: null,
      after: {
        employeeId: row.receipt.employeeId,
        year: row.receipt.year,
        month: row.receipt.month,
      },
    });
  }
  return { file: row.file, name: downloadName(row.receipt) };
}
