import { formatCalendarDay, formatEuros } from '@quadro/contract/formatting';
import { ROAD_TRIP_TRANSPORT_LABELS, type RoadTrip } from '@quadro/contract/road-trips';
import type { QueueColumn } from '../../../components/approval/approval-queue.tsx';
import { formatKilometres } from '../../../components/travels/travel-numbers.ts';

const NUMBER_CELL = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** The trip's days: '04/03/2030', or '04/03/2030 – 05/03/2030'. */
export const tripDays = (trip: Pick<RoadTrip, 'startDate' | 'endDate'>) =>
  trip.startDate === trip.endDate
    ? formatCalendarDay(trip.startDate)
    : `${formatCalendarDay(trip.startDate)} – ${formatCalendarDay(trip.endDate)}`;

/** What a row is called: 'Porto, 04/03/2030 – 05/03/2030'. */
export const roadTripLabel = (trip: RoadTrip) => `${trip.destination}, ${tripDays(trip)}`;

/** 'Banco Atlântico · Core Banking', the client alone, or the old text of a trip linked to none. */
export const tripLinkText = (trip: RoadTrip) => {
  if (!trip.client) return `Client not linked: ${trip.unlinkedClientOrProject ?? ''}`;
  return trip.project ? `${trip.client.name} · ${trip.project.name}` : trip.client.name;
};

/** By own car, its kilometres: 'Own car, 626,4 km'. */
const transportText = (trip: RoadTrip) =>
  trip.kilometres
    ? `${ROAD_TRIP_TRANSPORT_LABELS[trip.transport]}, ${formatKilometres(trip.kilometres)}`
    : ROAD_TRIP_TRANSPORT_LABELS[trip.transport];

/** A road trip's columns, the employee's and finance's alike. */
export const ROAD_TRIP_COLUMNS: QueueColumn<RoadTrip>[] = [
  { header: 'Dates', cell: tripDays, sx: { whiteSpace: 'nowrap' } },
  { header: 'Destination', cell: (trip) => trip.destination },
  { header: 'Client and project', cell: tripLinkText },
  { header: 'Transport', cell: transportText },
  {
    header: 'Receipts',
    cell: (trip) => trip.receipts.length,
    sx: NUMBER_CELL,
    headerSx: NUMBER_CELL,
  },
  {
    header: 'Total',
    cell: (trip) => formatEuros(trip.total),
    sx: NUMBER_CELL,
    headerSx: NUMBER_CELL,
  },
];
