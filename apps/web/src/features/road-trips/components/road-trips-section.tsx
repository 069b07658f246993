import AddIcon from '@mui/icons-material/Add';
import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RoadTrip } from '@quadro/contract/road-trips';
import { useState } from 'react';
import { ApprovalQueue } from '../../../components/approval/approval-queue.tsx';
import { RejectionBlock } from '../../../components/approval/rejection-block.tsx';
import { useApprovalSelection } from '../../../components/approval/use-approval-selection.ts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { RowActionButton } from '../../../components/table/row-action-button.tsx';
import { useRemoveRoadTrip } from '../api/remove-road-trip.ts';
import { useSendRoadTrips } from '../api/send-road-trips.ts';
import { ROAD_TRIP_COLUMNS, roadTripLabel } from './road-trip-columns.tsx';
import { RoadTripFormDialog } from './road-trip-form-dialog.tsx';

type Confirm = { action: 'send'; trips: RoadTrip[] } | { action: 'remove'; trips: [RoadTrip] };

/**
 * The employee's road trips of the year: each with its receipts and total, added and changed in a
 * dialog while not sent (or once rejected), sent to finance one or several at once.
 */
export function RoadTripsSection({ trips }: { trips: RoadTrip[] }) {
  const [editing, setEditing] = useState<{ id: string | undefined; saved?: RoadTrip }>();
  const [confirm, setConfirm] = useState<Confirm>();
  const selection = useApprovalSelection();
  const send = useSendRoadTrips(selection.clear);
  const remove = useRemoveRoadTrip();
  const sendable = (trip: RoadTrip) => trip.editable && trip.receipts.length > 0;
  const picked = trips.filter((trip) => sendable(trip) && selection.selected.has(trip.id));
  const rejected = trips.filter((trip) => trip.status === 'Rejected' && trip.rejectionReason);
  const open = editing && (trips.find((trip) => trip.id === editing.id) ?? editing.saved);
  return (
    <Stack spacing={2} component="section" aria-labelledby="road-trips-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography id="road-trips-title" variant="h6" component="h2">
          Road trips
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<SendIcon />}
            disabled={picked.length === 0}
            onClick={() => setConfirm({ action: 'send', trips: picked })}
          >
            Send to approval{picked.length > 0 ? ` (${picked.length})` : ''}
          </Button>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ id: undefined })}
          >
            Add road trip
          </Button>
        </Stack>
      </Stack>
      {rejected.map((trip) => (
        <RejectionBlock
          key={trip.id}
          reason={trip.rejectionReason as string}
          description={`Finance rejected the road trip ${roadTripLabel(trip)}: fix it and send it again.`}
        />
      ))}
      {trips.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No Data
        </Typography>
      ) : (
        <ApprovalQueue
          label="My road trips"
          rows={trips}
          rowKey={(trip) => trip.id}
          columns={ROAD_TRIP_COLUMNS}
          status={(trip) => trip.status}
          rejectionReason={(trip) => trip.rejectionReason}
          approvalLevels={(trip) => trip.approvalLevels}
          minWidth={820}
          selection={{
            ...selection,
            canPick: sendable,
            pickLabel: (trip) => `Pick ${roadTripLabel(trip)}`,
            pickAllLabel: 'Pick every road trip ready to send',
          }}
          trailingColumns={[
            {
              header: 'Actions',
              cell: (trip) => (
                <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                  <RowActionButton
                    label={trip.editable ? 'Edit' : 'View'}
                    itemLabel={roadTripLabel(trip)}
                    onClick={() => setEditing({ id: trip.id })}
                  />
                  {trip.editable && (
                    <RowActionButton
                      label="Remove"
                      color="error"
                      itemLabel={roadTripLabel(trip)}
                      onClick={() => setConfirm({ action: 'remove', trips: [trip] })}
                    />
                  )}
                </Stack>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <RoadTripFormDialog
          trip={open}
          onSaved={(saved) => setEditing({ id: saved.id, saved })}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={confirm !== undefined}
        title={
          confirm?.action === 'remove'
            ? 'Remove this road trip?'
            : `Send ${confirm?.trips.length === 1 ? 'this road trip' : `${confirm?.trips.length} road trips`} to approval?`
        }
        onCancel={() => setConfirm(undefined)}
        loading={send.isPending || remove.isPending}
        onSubmit={() => {
          if (!confirm) return;
          const close = { onSettled: () => setConfirm(undefined) };
          if (confirm.action === 'send')
            send.mutate(
              confirm.trips.map((trip) => trip.id),
              close,
            );
          else remove.mutate(confirm.trips[0].id, close);
        }}
      >
        {confirm?.trips.map(roadTripLabel).join('; ')}
        {confirm?.action === 'send' &&
          '. Finance decides each one; a sent trip cannot be changed unless it is rejected.'}
      </ConfirmDialog>
    </Stack>
  );
}
