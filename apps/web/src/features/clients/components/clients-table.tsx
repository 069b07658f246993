import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import GroupsIcon from '@mui/icons-material/Groups';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Client } from '@quadro/contract/clients';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';

interface ClientsTableProps {
  clients: Client[];
  onEdit: (client: Client) => void;
  onAllocations: (client: Client) => void;
  onRemove: (client: Client) => void;
}

const dash = (text: string | null) => text ?? '—';

const columns: readonly DataColumn<Client>[] = [
  { header: 'Name', cellSx: { fontWeight: 600 }, cell: (client) => client.name },
  { header: 'Contact', cell: (client) => dash(client.contact_name) },
  { header: 'E-mail', cell: (client) => dash(client.email) },
  { header: 'Phone', cell: (client) => dash(client.phone) },
  { header: 'Limit days', align: 'right', cell: (client) => client.limit_days },
  { header: 'Employees', align: 'right', cell: (client) => client.current_allocations },
];

export function ClientsTable({ clients, onEdit, onAllocations, onRemove }: ClientsTableProps) {
  const actions: DataColumn<Client> = {
    header: 'Actions',
    align: 'right',
    cellSx: { whiteSpace: 'nowrap' },
    cell: (client) => (
      <>
        <Tooltip title="Employees">
          <IconButton
            aria-label={`Employees at ${client.name}`}
            onClick={() => onAllocations(client)}
          >
            <GroupsIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Edit">
          <IconButton aria-label={`Edit ${client.name}`} onClick={() => onEdit(client)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Remove">
          <IconButton aria-label={`Remove ${client.name}`} onClick={() => onRemove(client)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </>
    ),
  };
  return (
    <DataTable
      label="Clients"
      rows={clients}
      rowKey={(client) => client.id}
      columns={[...columns, actions]}
      scroll={{ minWidth: 720 }}
    />
  );
}
