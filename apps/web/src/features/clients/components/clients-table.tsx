import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import GroupsIcon from '@mui/icons-material/Groups';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { Client } from '@quadro/contract/clients';

interface ClientsTableProps {
  clients: Client[];
  onEdit: (client: Client) => void;
  onAllocations: (client: Client) => void;
  onRemove: (client: Client) => void;
}

export function ClientsTable({ clients, onEdit, onAllocations, onRemove }: ClientsTableProps) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Clients" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Contact</TableCell>
            <TableCell>E-mail</TableCell>
            <TableCell>Phone</TableCell>
            <TableCell align="right">Limit days</TableCell>
            <TableCell align="right">Employees</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {clients.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>No Data</TableCell>
            </TableRow>
          )}
          {clients.map((client) => (
            <TableRow key={client.id} hover>
              <TableCell sx={{ fontWeight: 600 }}>{client.name}</TableCell>
              <TableCell>{client.contact_name ?? '—'}</TableCell>
              <TableCell>{client.email ?? '—'}</TableCell>
              <TableCell>{client.phone ?? '—'}</TableCell>
              <TableCell align="right">{client.limit_days}</TableCell>
              <TableCell align="right">{client.current_allocations}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
