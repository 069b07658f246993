import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatEuros } from '@quadro/contract/formatting';
import type { RoadTrip } from '@quadro/contract/road-trips';
import type { QueueAction } from '../../../components/approval/approval-decision-dialog.tsx';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { tripLinkText } from './road-trip-columns.tsx';
import { managedTripLabel } from './road-trips-queue.tsx';
import { TravelReceiptsList } from './travel-receipts-list.tsx';

/** Finance reads a road trip: its purpose and receipts with their files; a waiting one is decided. */
export function RoadTripReceiptsDialog({
  trip,
  onDecide,
  onClose,
}: {
  trip: RoadTrip;
  onDecide: (action: QueueAction) => void;
  onClose: () => void;
}) {
  const waiting = trip.status === 'PendingApproval';
  return (
    <FormDialog
      open
      large
      title={managedTripLabel(trip)}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Close</Button>
          {waiting && (
            <>
              <Button color="error" onClick={() => onDecide('reject')}>
                Reject
              </Button>
              <Button variant="contained" onClick={() => onDecide('approve')}>
                Approve
              </Button>
            </>
          )}
        </>
      }
    >
      <Typography variant="body2">
        <strong>Purpose:</strong> {trip.purpose}
      </Typography>
      <Typography variant="body2">
        <strong>Client and project:</strong> {tripLinkText(trip)}
      </Typography>
      <TravelReceiptsList trip={trip} removable={false} />
      <Typography variant="body2" sx={{ alignSelf: 'flex-end' }}>
        <strong>Total:</strong> {formatEuros(trip.total)}
      </Typography>
    </FormDialog>
  );
}
