import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { MONTHS } from '@quadro/contract/months';
import type { ReactNode } from 'react';
import { type DataColumn, DataTable } from '../table/data-table.tsx';

/** One person's twelve months (January first; null where nothing was approved) and year. */
export interface YearTotalsRow<Cell> {
  employee: { id: string; name: string };
  months: readonly (Cell | null)[];
  total: Cell;
}

const numberCell = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
/** The name column stays in view while the months scroll sideways (phones). */
const nameCell = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  whiteSpace: 'nowrap',
} as const;
const footerCell = { fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' } as const;

/** A year's approved amounts per employee and month, and the company's row below them. */
export function YearTotalsTable<Cell>({
  label,
  rows,
  company,
  renderCell,
}: {
  /** Names the table for assistive technology: 'Travel pass totals 2026 in euros'. */
  label: string;
  rows: readonly YearTotalsRow<Cell>[];
  company?: { months: readonly (Cell | null)[]; total: Cell } | undefined;
  renderCell: (cell: Cell | null) => ReactNode;
}) {
  const columns: DataColumn<YearTotalsRow<Cell>>[] = [
    { header: 'Employee', rowHeader: true, sx: nameCell, cell: (row) => row.employee.name },
    ...MONTHS.map(
      (month, index): DataColumn<YearTotalsRow<Cell>> => ({
        key: String(month.number),
        header: <abbr title={month.name}>{month.short}</abbr>,
        sx: numberCell,
        cell: (row) => renderCell(row.months[index] ?? null),
      }),
    ),
    {
      header: 'Total',
      sx: numberCell,
      cellSx: { fontWeight: 600 },
      cell: (row) => renderCell(row.total),
    },
  ];
  return (
    <DataTable
      label={label}
      rows={rows}
      rowKey={(row) => row.employee.id}
      columns={columns}
      scroll={{ minWidth: 1100, label, region: true }}
      footer={
        company && (
          <TableRow>
            <TableCell component="th" scope="row" sx={{ ...nameCell, ...footerCell }}>
              Company
            </TableCell>
            {company.months.map((cell, index) => (
              <TableCell key={MONTHS[index]?.number} sx={{ ...numberCell, ...footerCell }}>
                {renderCell(cell)}
              </TableCell>
            ))}
            <TableCell sx={{ ...numberCell, ...footerCell }}>{renderCell(company.total)}</TableCell>
          </TableRow>
        )
      }
    />
  );
}
