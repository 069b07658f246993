import { MONTHS } from '@quadro/contract/months';
import type { TravelPassTotals } from '@quadro/contract/travel-passes';
import {
  csvFile,
  type ExportCell,
  type ExportSheet,
  xlsxFile,
} from '../../platform/files/spreadsheet-export.ts';

const money = (amount: string | null): ExportCell => (amount === null ? '' : { money: amount });

/** One row per employee with an approved pass in the year, then the company's row. */
function totalsSheet(totals: Pick<TravelPassTotals, 'year' | 'company' | 'items'>): ExportSheet {
  return {
    name: `Travel passes ${totals.year}`,
    header: ['Employee', ...MONTHS.map((month) => month.name), 'Total'],
    rows: [
      ...totals.items.map((row) => [row.employee.name, ...row.months.map(money), money(row.total)]),
      ['Company', ...totals.company.months.map(money), money(totals.company.total)],
    ],
  };
}

/** A year's approved travel passes per employee and month, as CSV or XLSX. */
export async function travelPassTotalsExport(
  totals: Pick<TravelPassTotals, 'year' | 'company' | 'items'>,
  format: 'csv' | 'xlsx',
): Promise<{ fileName: string; body: string | Buffer }> {
  const fileName = `travel-passes-${totals.year}.${format}`;
  const sheet = totalsSheet(totals);
  return { fileName, body: format === 'csv' ? csvFile(sheet) : await xlsxFile([sheet]) };
}
