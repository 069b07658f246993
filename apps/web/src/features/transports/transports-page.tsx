import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Transport } from '@quadro/contract/transports';
import { useState } from 'react';
import { useDebouncedParam } from '../../app/routes/use-debounced-param.ts';
import { useTableParams } from '../../app/routes/use-table-params.ts';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { useTransports } from './api/get-transports.ts';
import { useRemoveTransport } from './api/remove-transport.ts';
import { TransportFormDialog } from './components/transport-form-dialog.tsx';
import { TransportsTable, transportName } from './components/transports-table.tsx';

type Editing = { kind: 'new' } | { kind: 'edit'; transport: Transport } | null;

/**
 * /app/transports (hr, admin): the catalogue of operators' passes and their usual monthly price,
 * spec §4's generic table; employees get it as suggestions in their travel pass form.
 */
export function TransportsPage() {
  const { params, update } = useTableParams();
  const [search, setSearch, appliedSearch] = useDebouncedParam(params, update, 'search');
  const transports = useTransports(appliedSearch);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Transport | null>(null);
  const remove = useRemoveTransport(appliedSearch, () => setRemoving(null));
  if (transports.isPending) return <PageLoader />;
  const list = transports.data ?? [];
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1.5 }}
          >
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {list.length} {list.length === 1 ? 'transport' : 'transports'}
            </Typography>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ kind: 'new' })}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
            >
              New transport
            </Button>
          </Stack>
          <Stack role="search" aria-label="Filter transports">
            <TextField
              size="small"
              type="search"
              label="Search operator or pass type"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ width: { xs: '100%', sm: 320 } }}
            />
          </Stack>
          <TransportsTable
            transports={list}
            onEdit={(transport) => setEditing({ kind: 'edit', transport })}
            onRemove={setRemoving}
          />
        </Stack>
      </CardContent>
      {editing && (
        <TransportFormDialog
          transport={editing.kind === 'edit' ? editing.transport : undefined}
          search={appliedSearch}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing ? transportName(removing) : ''}?`}
        onCancel={() => setRemoving(null)}
        onSubmit={() => removing && remove.mutate(removing.id)}
        loading={remove.isPending}
      >
        Employees no longer get it as a suggestion when they fill in a travel pass.
      </ConfirmDialog>
    </Card>
  );
}
