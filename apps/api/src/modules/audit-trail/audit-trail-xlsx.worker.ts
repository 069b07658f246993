import { type ExportSheet, xlsxFile } from '../../platform/files/spreadsheet-export.ts';

/** Runs on a worker thread (worker-pool.ts): a large trail's spreadsheet never holds the event loop. */
export default async function auditTrailXlsx(sheet: ExportSheet): Promise<Uint8Array> {
  return new Uint8Array(await xlsxFile([sheet]));
}
