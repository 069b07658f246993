import { EMPLOYEE_IMPORT_COLUMNS } from '@quadro/contract/employee-import';

const quoted = (cell: string) => (/[",]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** A CSV with the import's header and one example row, to fill in a spreadsheet. */
export function importTemplateCsv(): Blob {
  const lines = [
    EMPLOYEE_IMPORT_COLUMNS.map((column) => quoted(column.title)).join(','),
    EMPLOYEE_IMPORT_COLUMNS.map((column) => quoted(column.example)).join(','),
  ];
  return new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
}
