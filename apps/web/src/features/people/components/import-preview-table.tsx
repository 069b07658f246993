import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { EmployeeImportRow } from '@quadro/contract/employee-import';

/** The preview, one line per row of the file: its spreadsheet row number and what is wrong. */
export function ImportPreviewTable({ rows }: { rows: EmployeeImportRow[] }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0}>
      <Table size="small" aria-label="Import preview" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Row</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Name</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Email</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Check</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.row} data-testid={`import-row-${row.row}`}>
              <TableCell>{row.row}</TableCell>
              <TableCell>{row.values.name}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{row.values.email}</TableCell>
              <TableCell>
                {row.errors.length === 0 ? (
                  <Box
                    component="span"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                  >
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
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
