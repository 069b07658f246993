import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import type { EmployeeImportRow } from '@quadro/contract/employee-import';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';

const COLUMNS: readonly DataColumn<EmployeeImportRow>[] = [
  { header: 'Row', cell: (row) => row.row },
  { header: 'Name', cell: (row) => row.values.name },
  { header: 'Email', cellSx: { wordBreak: 'break-all' }, cell: (row) => row.values.email },
  {
    header: 'Check',
    cell: (row) =>
      row.errors.length === 0 ? (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <CheckCircleIcon fontSize="small" color="success" aria-hidden />
          Ready
        </Box>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }}>
          {row.errors.map((error) => (
            <li key={`${error.column}:${error.message}`}>
              {error.column}: {error.message}
            </li>
          ))}
        </Box>
      ),
  },
];

/** The preview, one line per row of the file: its spreadsheet row number and what is wrong. */
export function ImportPreviewTable({ rows }: { rows: EmployeeImportRow[] }) {
  return (
    <DataTable
      label="Import preview"
      rows={rows}
      rowKey={(row) => String(row.row)}
      columns={COLUMNS}
      hover={false}
      rowTestId={(row) => `import-row-${row.row}`}
      scroll={{ minWidth: 560, focusable: true }}
    />
  );
}
