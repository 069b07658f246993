import { Readable } from 'node:stream';
import {
  AUDIT_XLSX_MAX_ROWS,
  type AuditEntry,
  type AuditTrailExportQuery,
} from '@quadro/contract/audit-trail';
import type { Actor } from '../../platform/context/actor.ts';
import { companyDateTime } from '../../platform/context/company-time.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { csvLine, type ExportSheet } from '../../platform/files/spreadsheet-export.ts';
import { listAuditRows } from './audit-trail.repository.ts';
import { readableEntries, requireAuditReader, rowFiltersOf } from './audit-trail.service.ts';
import type { AuditCursor } from './audit-trail-cursor.ts';

const XLSX_WORKER = new URL('./audit-trail-xlsx.worker.ts', import.meta.url);
/** Rows read per query while exporting: a page in memory at a time. */
const EXPORT_PAGE = 1000;

const HEADER = ['Time', 'Actor', 'Action', 'Record kind', 'Record', 'Changes', 'Request'];

/** 'field: old → new', one change a line, in one cell. */
const changesText = (entry: AuditEntry) =>
  entry.changes
    .map((change) => `${change.field}: ${change.before ?? '—'} → ${change.after ?? '—'}`)
    .join('\n');

function rowOf(entry: AuditEntry, timeZone: string): string[] {
  const at = companyDateTime(new Date(entry.at), timeZone);
  return [
    `${at.date} ${at.time}`,
    entry.actor?.name ?? '',
    entry.action,
    entry.entityType,
    entry.entityId,
    changesText(entry),
    entry.requestId ?? '',
  ];
}

/** The filtered entries, newest first, a page of rows at a time, up to `limit`. */
async function* exportRows(
  ctx: ServiceContext,
  query: AuditTrailExportQuery,
  limit: number,
): AsyncGenerator<string[][]> {
  const { format: _format, ...filters } = query;
  const rowFilters = rowFiltersOf(ctx, filters);
  let cursor: AuditCursor | undefined;
  let left = limit;
  while (left > 0) {
    const rows = await listAuditRows(ctx.db, rowFilters, cursor, Math.min(EXPORT_PAGE, left));
    const last = rows.at(-1);
    if (!last) return;
    const entries = await readableEntries(ctx, rows);
    yield entries.map((entry) => rowOf(entry, rowFilters.timeZone));
    left -= rows.length;
    cursor = { at: last.at, id: last.id };
  }
}

async function* csvChunks(pages: AsyncGenerator<string[][]>): AsyncGenerator<string> {
  // The byte-order mark: spreadsheet programs then read the accents right.
  yield `\uFEFF${csvLine(HEADER)}`;
  for await (const rows of pages) yield rows.map(csvLine).join('');
}

/**
 * The filtered trail as a file. CSV streams every entry a page at a time, so a million rows never
 * sit in memory; XLSX is built whole (the format needs it), on a worker thread, so it keeps the
 * newest AUDIT_XLSX_MAX_ROWS.
 */
export async function exportAuditEntries(
  ctx: ServiceContext,
  actor: Actor,
  query: AuditTrailExportQuery,
): Promise<{ fileName: string; body: Readable | Buffer }> {
  requireAuditReader(actor);
  const day = companyDateTime(ctx.clock.now(), ctx.parameters.current().companyTimeZone).date;
  const fileName = `audit-trail-${day}.${query.format}`;
  if (query.format === 'csv') {
    return { fileName, body: Readable.from(csvChunks(exportRows(ctx, query, Infinity))) };
  }
  const rows: string[][] = [];
  for await (const page of exportRows(ctx, query, AUDIT_XLSX_MAX_ROWS)) rows.push(...page);
  const sheet: ExportSheet = { name: 'Audit trail', header: HEADER, rows };
  const bytes = await ctx.files.workers.run<Uint8Array>(XLSX_WORKER, sheet, { seconds: 300 });
  return { fileName, body: Buffer.from(bytes) };
}
