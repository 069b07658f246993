import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatEuros } from '@quadro/contract/formatting';
import type { Transport } from '@quadro/contract/transports';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';

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

const narrow = { whiteSpace: 'nowrap', width: '1%' } as const;

const columns: readonly DataColumn<Transport>[] = [
  {
    header: 'Operator',
    cell: (transport) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {transport.operator}
        </Typography>
        <Typography component="div" variant="body2" sx={PHONE_ONLY}>
          <PassType transport={transport} />
        </Typography>
      </>
    ),
  },
  { header: 'Pass type', sx: WIDE_ONLY, cell: (transport) => <PassType transport={transport} /> },
  {
    header: 'Monthly price',
    align: 'right',
    cellSx: narrow,
    cell: (transport) => formatEuros(transport.monthlyPrice),
  },
];

export function TransportsTable({ transports, onEdit, onRemove }: TransportsTableProps) {
  const actions: DataColumn<Transport> = {
    header: 'Actions',
    align: 'right',
    cellSx: narrow,
    cell: (transport) => (
      <>
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
      </>
    ),
  };
  return (
    <DataTable
      label="Transports"
      rows={transports}
      rowKey={(transport) => transport.id}
      columns={[...columns, actions]}
    />
  );
}
