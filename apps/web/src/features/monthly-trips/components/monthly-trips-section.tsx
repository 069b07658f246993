import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCalendarDay, formatMonth } from '@quadro/contract/formatting';
import {
  MONTHLY_TRIP_MESSAGES,
  type MonthlyTripsMonth,
  type MonthlyTripsSummary,
} from '@quadro/contract/monthly-trips';
import { useState } from 'react';
import { errorText } from '../../../app/api/error-message.ts';
import { ApprovalStatusChip } from '../../../components/approval/approval-status-chip.tsx';
import { RejectionBlock } from '../../../components/approval/rejection-block.tsx';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { formatKilometres } from '../../../components/travels/travel-numbers.ts';
import { useCopyLastMonthTrips } from '../api/copy-last-month-trips.ts';
import { useMonthlyTrips } from '../api/get-monthly-trips.ts';
import { useSaveMonthlyTrips } from '../api/save-monthly-trips.ts';
import { useSendTripJustification } from '../api/send-trip-justification.ts';
import { withoutTrip } from '../monthly-trip-form.ts';
import { MonthlyTripDialog } from './monthly-trip-dialog.tsx';
import { MonthlyTripsTable, tripName } from './monthly-trips-table.tsx';

/** The month shown first: one needing attention, else the latest approved. */
const firstMonth = (months: readonly MonthlyTripsSummary[]) =>
  (months.find((month) => month.requiresAttention) ?? months.at(-1))?.month;

type Editing = { index: number | undefined } | null;

/** The trips of one approved month and their justification. */
function TripsOfMonth({ trips }: { trips: MonthlyTripsMonth }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const remove = useSaveMonthlyTrips(() => setRemoving(null));
  const copy = useCopyLastMonthTrips();
  const send = useSendTripJustification();
  const { justification } = trips;
  const removedTrip = removing === null ? undefined : trips.trips[removing];
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <ApprovalStatusChip status={justification.status} />
        <Typography variant="body2" role="status">
          Recorded {formatKilometres(trips.kilometresRecorded)} of{' '}
          {formatKilometres(trips.kilometresRequired)}
          {Number(trips.roadTripKilometres) > 0 &&
            ` (${formatKilometres(trips.roadTripKilometres)} of them on road trips by own car)`}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Justify by {formatCalendarDay(justification.deadline)}
        </Typography>
      </Stack>
      {justification.status === 'Rejected' && justification.rejectionReason && (
        <RejectionBlock
          reason={justification.rejectionReason}
          description="Finance sent these trips back: fix them and send them again."
        />
      )}
      {justification.editable && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ index: undefined })}
          >
            Add trip
          </Button>
          <Button
            variant="outlined"
            startIcon={<ContentCopyIcon />}
            loading={copy.isPending}
            onClick={() => copy.mutate(trips.month)}
          >
            Copy last month
          </Button>
          <Button
            variant="contained"
            startIcon={<SendIcon />}
            loading={send.isPending}
            onClick={() => send.mutate(trips.month)}
          >
            Send justification
          </Button>
        </Stack>
      )}
      {send.isSuccess && <Alert severity="success">{MONTHLY_TRIP_MESSAGES.sent}</Alert>}
      {send.isError && (
        <Alert severity="error" role="alert">
          {errorText(send.error)}
        </Alert>
      )}
      <MonthlyTripsTable
        trips={trips.trips}
        editable={justification.editable}
        onEdit={(index) => setEditing({ index })}
        onRemove={setRemoving}
      />
      {editing && (
        <MonthlyTripDialog month={trips} index={editing.index} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={removedTrip !== undefined}
        title="Remove this trip?"
        onCancel={() => setRemoving(null)}
        loading={remove.isPending}
        onSubmit={() =>
          removing !== null &&
          remove.mutate({ month: trips.month, trips: withoutTrip(trips.trips, removing) })
        }
      >
        {removedTrip && tripName(removedTrip)}
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * The trips that justify each approved month of the kilometre map: recorded by the employee,
 * flagged where they need a note, sent to finance as the month's justification.
 */
export function MonthlyTripsSection({ months }: { months: readonly MonthlyTripsSummary[] }) {
  const [picked, setPicked] = useState<string>();
  const month = months.some((item) => item.month === picked) ? picked : firstMonth(months);
  const trips = useMonthlyTrips(month);
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              Monthly trips
            </Typography>
            {month && (
              <TextField
                select
                fullWidth={false}
                size="small"
                label="Month"
                value={month}
                onChange={(event) => setPicked(event.target.value)}
                sx={{ minWidth: 180 }}
              >
                {months.map((item) => (
                  <MenuItem key={item.month} value={item.month}>
                    {formatMonth(item.month)}
                    {item.requiresAttention ? ' (needs attention)' : ''}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
          {!month ? (
            <Typography variant="body2">
              Trips justify an approved month of the kilometre map: no month of this year is
              approved yet.
            </Typography>
          ) : trips.data?.month === month ? (
            <TripsOfMonth key={month} trips={trips.data} />
          ) : (
            <PageLoader />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
