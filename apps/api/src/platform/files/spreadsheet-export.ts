import writeXlsxFile from 'write-excel-file/node';

/**
 * One cell of an export: text, a number, a calendar day shown as a date, or euros as the decimal
 * string the database keeps.
 */
export type ExportCell = string | number | { day: string } | { money: string };

export interface ExportSheet {
  name: string;
  header: string[];
  rows: ExportCell[][];
}

function textOf(cell: ExportCell): string {
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'string') return cell;
  return 'day' in cell ? cell.day : cell.money;
}

/**
 * RFC 4180 quoting; a text cell starting with = + - @ (or tab/CR) gets a leading apostrophe so a
 * spreadsheet shows it as text instead of running it as a formula.
 */
function csvCell(cell: ExportCell): string {
  const value = textOf(cell);
  const safe = typeof cell === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One row of a CSV file with its line end: what a streamed export writes a row at a time. */
export const csvLine = (row: readonly ExportCell[]) => `${row.map(csvCell).join(',')}\r\n`;

/** UTF-8 with a byte-order mark, so spreadsheet programs read the accents right. */
export function csvFile(sheet: Pick<ExportSheet, 'header' | 'rows'>): string {
  return `\uFEFF${[sheet.header, ...sheet.rows].map(csvLine).join('')}`;
}

function xlsxCell(cell: ExportCell) {
  if (typeof cell === 'number') return { value: cell, type: Number };
  if (typeof cell === 'object' && 'money' in cell) {
    // A spreadsheet keeps every number as a double: the exact amount becomes one only in the file.
    return { value: Number(cell.money), type: Number, format: '#,##0.00' };
  }
  if (typeof cell === 'object') {
    return { value: new Date(`${cell.day}T00:00:00Z`), type: Date, format: 'yyyy-mm-dd' };
  }
  return { value: cell, type: String };
}

/**
 * Sheets with a bold, frozen header. Text cells are typed as strings, so nothing in them is ever
 * run as a formula; numbers stay numbers and days are real dates a spreadsheet sorts and filters.
 */
export function xlsxFile(sheets: ExportSheet[]): Promise<Buffer> {
  return writeXlsxFile(
    sheets.map((sheet) => ({
      sheet: sheet.name,
      data: [
        sheet.header.map((title) => ({ value: title, fontWeight: 'bold' as const })),
        ...sheet.rows.map((row) => row.map(xlsxCell)),
      ],
      stickyRowsCount: 1,
      columns: sheet.header.map((title) => ({ width: Math.max(12, title.length + 4) })),
    })),
  ).toBuffer();
}

export const EXPORT_MEDIA_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type ExportFormat = keyof typeof EXPORT_MEDIA_TYPES;
