import { MONTHS } from '@quadro/contract/months';
import type { TravelTotals, TravelYearTotals } from '@quadro/contract/travels';
import {
  csvFile,
  type ExportCell,
  type ExportSheet,
  xlsxFile,
} from '../../platform/files/spreadsheet-export.ts';

const cells = (sum: TravelTotals | null): ExportCell[] =>
  sum ? [{ money: sum.value }, sum.kilometres, { money: sum.receipts }] : ['', '', ''];

/** One row per employee with an approved month or road trip in the year, then the company's row. */
function totalsSheet(totals: Pick<TravelYearTotals, 'year' | 'company' | 'items'>): ExportSheet {
  return {
    name: `Kilometre maps ${totals.year}`,
    header: [
      'Employee',
      ...MONTHS.flatMap((month) => [
        `${month.name} €`,
        `${month.name} km`,
        `${month.name} receipts €`,
      ]),
      'Total €',
      'Total km',
      'Total receipts €',
    ],
    rows: [
      ...totals.items.map((row) => [
        row.employee.name,
        ...row.months.flatMap(cells),
        ...cells(row.total),
      ]),
      ['Company', ...totals.company.months.flatMap(cells), ...cells(totals.company.total)],
    ],
  };
}

/** A year's approved kilometre-map months per employee and month, as CSV or XLSX. */
export async function travelTotalsExport(
  totals: Pick<TravelYearTotals, 'year' | 'company' | 'items'>,
  format: 'csv' | 'xlsx',
): Promise<{ fileName: string; body: string | Buffer }> {
  const fileName = `kilometre-maps-${totals.year}.${format}`;
  const sheet = totalsSheet(totals);
  return { fileName, body: format === 'csv' ? csvFile(sheet) : await xlsxFile([sheet]) };
}
