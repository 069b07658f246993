import type { Readable } from 'node:stream';
import type { TravelMonthZipQuery } from '@quadro/contract/travels';
import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import { zipStream } from '../../platform/files/zip-stream.ts';
import { isTravelApprover } from '../kilometre-maps/kilometre-maps.public.ts';
import {
  type ApprovedMonthRow,
  approvedMonthPage,
  type EmployeeCursor,
} from './travel-zip.repository.ts';
import { travelZipEntries } from './travel-zip.ts';

/** Employees read, printed and zipped at a time. */
export const MONTH_ZIP_PAGE_SIZE = 200;

/** The month's approved maps, a page of employees at a time, by name. */
export async function* approvedPages(
  ctx: ServiceContext,
  month: string,
  pageSize = MONTH_ZIP_PAGE_SIZE,
): AsyncGenerator<readonly ApprovedMonthRow[]> {
  let after: EmployeeCursor | null = null;
  for (;;) {
    const rows = await approvedMonthPage(ctx.db, { month, after, limit: pageSize });
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { name: last.employeeName, id: last.employeeId };
  }
}

/**
 * GET /api/travels/zip-download?month=: finance's zip of a month, per employee with an approved
 * month their printed map and receipts, streamed in constant memory (a page of employees at a
 * time). A month with nothing approved is an empty zip, as the travel passes' month is.
 */
export function travelMonthZip(
  ctx: ServiceContext,
  actor: Actor,
  query: TravelMonthZipQuery,
): { fileName: string; body: Readable } {
  if (!isTravelApprover(actor)) throw forbidden();
  return {
    fileName: `travels-${query.month}.zip`,
    body: zipStream(travelZipEntries(ctx, approvedPages(ctx, query.month))),
  };
}
