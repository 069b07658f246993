import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { KeyName } from '@quadro/contract/account';
import { PROJECT_STATUSES, type ProjectStatus } from '@quadro/contract/projects';

const ALL = 'all';

interface ProjectFiltersProps {
  clients: readonly KeyName[];
  clientId: string | null;
  status: ProjectStatus | null;
  onChange: (filters: { clientId: string | null; status: ProjectStatus | null }) => void;
}

export function ProjectFilters({ clients, clientId, status, onChange }: ProjectFiltersProps) {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', flex: 1 }}>
      <TextField
        select
        size="small"
        label="Client"
        value={clientId ?? ALL}
        onChange={(event) =>
          onChange({ clientId: event.target.value === ALL ? null : event.target.value, status })
        }
        sx={{ width: { xs: '100%', sm: 240 } }}
      >
        <MenuItem value={ALL}>All</MenuItem>
        {clients.map((client) => (
          <MenuItem key={client.key} value={String(client.key)}>
            {client.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Status"
        value={status ?? ALL}
        onChange={(event) =>
          onChange({
            clientId,
            status: event.target.value === ALL ? null : (event.target.value as ProjectStatus),
          })
        }
        sx={{ width: { xs: '100%', sm: 180 } }}
      >
        <MenuItem value={ALL}>All</MenuItem>
        {PROJECT_STATUSES.map((entry) => (
          <MenuItem key={entry.key} value={entry.key}>
            {entry.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
