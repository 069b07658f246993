import Stack from '@mui/material/Stack';
import type { RoadTrip } from '@quadro/contract/road-trips';
import { ApprovalQueue, type QueueColumn } from '../../../components/approval/approval-queue.tsx';
import type { ApprovalSelection } from '../../../components/approval/use-approval-selection.ts';
import { RowActionButton } from '../../../components/table/row-action-button.tsx';
import { ROAD_TRIP_COLUMNS, roadTripLabel } from './road-trip-columns.tsx';

const EMPLOYEE: QueueColumn<RoadTrip> = { header: 'Employee', cell: (trip) => trip.employee.name };

/** What a picked row is called for finance: 'Ana Ferreira, Porto, 04/03/2030'. */
export const managedTripLabel = (trip: RoadTrip) => `${trip.employee.name}, ${roadTripLabel(trip)}`;

/** Finance's road trips as the shared approval queue: waiting ones can be picked, each opened. */
export function RoadTripsQueue({
  trips,
  selection,
  onOpen,
  onLink,
}: {
  trips: RoadTrip[];
  selection: ApprovalSelection;
  onOpen: (trip: RoadTrip) => void;
  onLink: (trip: RoadTrip) => void;
}) {
  return (
    <ApprovalQueue
      label="Road trips"
      scrollLabel="Road trips, scrollable"
      rows={trips}
      rowKey={(trip) => trip.id}
      columns={[EMPLOYEE, ...ROAD_TRIP_COLUMNS]}
      status={(trip) => trip.status}
      rejectionReason={(trip) => trip.rejectionReason}
      approvalLevels={(trip) => trip.approvalLevels}
      statusSx={{ maxWidth: 260 }}
      selection={{
        ...selection,
        canPick: (trip) => trip.status === 'PendingApproval',
        pickLabel: (trip) => `Pick ${managedTripLabel(trip)}`,
        pickAllLabel: 'Pick every waiting road trip of the page',
      }}
      trailingColumns={[
        {
          header: 'Actions',
          cell: (trip) => (
            <Stack direction="row">
              <RowActionButton
                label="Receipts"
                itemLabel={managedTripLabel(trip)}
                onClick={() => onOpen(trip)}
              />
              <RowActionButton
                label={trip.client ? 'Change client' : 'Link client'}
                itemLabel={managedTripLabel(trip)}
                onClick={() => onLink(trip)}
              />
            </Stack>
          ),
        },
      ]}
    />
  );
}
