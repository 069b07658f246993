import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { MONTHS } from '@quadro/contract/months';
import type { ReactNode } from 'react';

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
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label} sx={{ minWidth: 1100 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...nameCell, fontWeight: 600 }}>Employee</TableCell>
            {MONTHS.map((month) => (
              <TableCell key={month.number} sx={{ ...numberCell, fontWeight: 600 }}>
                <abbr title={month.name}>{month.short}</abbr>
              </TableCell>
            ))}
            <TableCell sx={{ ...numberCell, fontWeight: 600 }}>Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={MONTHS.length + 2}>No Data</TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.employee.id} hover>
              <TableCell component="th" scope="row" sx={nameCell}>
                {row.employee.name}
              </TableCell>
              {row.months.map((cell, index) => (
                <TableCell key={MONTHS[index]?.number} sx={numberCell}>
                  {renderCell(cell)}
                </TableCell>
              ))}
              <TableCell sx={{ ...numberCell, fontWeight: 600 }}>{renderCell(row.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        {company && (
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" sx={{ ...nameCell, ...footerCell }}>
                Company
              </TableCell>
              {company.months.map((cell, index) => (
                <TableCell key={MONTHS[index]?.number} sx={{ ...numberCell, ...footerCell }}>
                  {renderCell(cell)}
                </TableCell>
              ))}
              <TableCell sx={{ ...numberCell, ...footerCell }}>
                {renderCell(company.total)}
              </TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
