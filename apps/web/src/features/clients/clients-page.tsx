import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Client } from '@quadro/contract/clients';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { useClients } from './api/get-clients.ts';
import { useRemoveClient } from './api/remove-client.ts';
import { AllocationsDialog } from './components/allocations-dialog.tsx';
import { ClientFormDialog } from './components/client-form-dialog.tsx';
import { ClientsTable } from './components/clients-table.tsx';
import { WithoutClientPanel } from './components/without-client-panel.tsx';

type Editing = { kind: 'new' } | { kind: 'edit'; client: Client } | null;

/** /app/client (hr): the clients (spec §4 generic table) and who works for each. */
export function ClientsPage() {
  const clients = useClients();
  const [editing, setEditing] = useState<Editing>(null);
  const [allocating, setAllocating] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Client | null>(null);
  const remove = useRemoveClient(() => setRemoving(null));
  if (clients.isPending) return <PageLoader />;
  const list = clients.data ?? [];
  const allocatingClient = list.find((client) => client.id === allocating);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 9 }}>
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {list.length} clients
                </Typography>
                <Button
                  variant="contained"
                  startIcon={<AddIcon />}
                  onClick={() => setEditing({ kind: 'new' })}
                >
                  New client
                </Button>
              </Stack>
              <ClientsTable
                clients={list}
                onEdit={(client) => setEditing({ kind: 'edit', client })}
                onAllocations={(client) => setAllocating(client.id)}
                onRemove={setRemoving}
              />
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 3 }}>
        <WithoutClientPanel />
      </Grid>
      {editing && (
        <ClientFormDialog
          client={editing.kind === 'edit' ? editing.client : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      {allocatingClient && (
        <AllocationsDialog client={allocatingClient} onClose={() => setAllocating(null)} />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ''}?`}
        onCancel={() => setRemoving(null)}
        onSubmit={() => removing && remove.mutate(removing.id)}
        loading={remove.isPending}
      >
        The client and its allocations go. A client with projects stays.
      </ConfirmDialog>
    </Grid>
  );
}
