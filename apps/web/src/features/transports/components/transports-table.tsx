import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatEuros } from '@quadro/contract/formatting';
import type { Transport } from '@quadro/contract/transports';

interface TransportsTableProps {
  transports: Transport[];
  onEdit: (transport: Transport) => void;
  onRemove: (transport: Transport) => void;
}

/** On phones the pass type (and its notes) goes under the operator, so the actions stay in sight. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

function PassType({ transport }: { transport: Transport }) {
  return (
    <>
      {transport.passType}
      {transport.notes && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {transport.notes}
        </Typography>
      )}
    </>
  );
}

/** How a row is named to assistive technology and in its dialogs. */
export const transportName = (transport: Transport) =>
  `${transport.operator} – ${transport.passType}`;

export function TransportsTable({ transports, onEdit, onRemove }: TransportsTableProps) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Transports">
        <TableHead>
          <TableRow>
            <TableCell>Operator</TableCell>
            <TableCell sx={WIDE_ONLY}>Pass type</TableCell>
            <TableCell align="right">Monthly price</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {transports.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>No Data</TableCell>
            </TableRow>
          )}
          {transports.map((transport) => (
            <TableRow key={transport.id} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {transport.operator}
                </Typography>
                <Typography component="div" variant="body2" sx={PHONE_ONLY}>
                  <PassType transport={transport} />
                </Typography>
              </TableCell>
              <TableCell sx={WIDE_ONLY}>
                <PassType transport={transport} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', width: '1%' }}>
                {formatEuros(transport.monthlyPrice)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', width: '1%' }}>
                <Tooltip title="Edit">
                  <IconButton
                    aria-label={`Edit ${transportName(transport)}`}
                    onClick={() => onEdit(transport)}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Remove">
                  <IconButton
                    aria-label={`Remove ${transportName(transport)}`}
                    onClick={() => onRemove(transport)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
