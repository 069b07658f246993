import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCalendarDay, formatEuros, formatNumber } from '@quadro/contract/formatting';
import type { ProjectExecutiveSummary } from '@quadro/contract/project-summary';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';
import { NoneYet, SummarySection, scrollingTable } from './summary-section.tsx';

type Travel = ProjectExecutiveSummary['travel'];

const total = { fontWeight: 700 } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

const TRIP_COLUMNS: readonly DataColumn<Travel['trips'][number]>[] = [
  { header: 'Date', cellSx: nowrap, cell: (trip) => formatCalendarDay(trip.date) },
  { header: 'Member', cellSx: nowrap, cell: (trip) => trip.employeeName },
  { header: 'From', cell: (trip) => trip.origin },
  { header: 'To', cell: (trip) => trip.destination },
  { header: 'Km', align: 'right', cell: (trip) => formatNumber(trip.kilometres) },
  { header: 'Value', align: 'right', cellSx: nowrap, cell: (trip) => formatEuros(trip.value) },
];

const RECEIPT_COLUMNS: readonly DataColumn<Travel['receipts'][number]>[] = [
  { header: 'Start', cellSx: nowrap, cell: (receipt) => formatCalendarDay(receipt.startDate) },
  { header: 'Member', cellSx: nowrap, cell: (receipt) => receipt.employeeName },
  { header: 'Destination', cell: (receipt) => receipt.destination },
  {
    header: 'Receipts',
    align: 'right',
    cellSx: nowrap,
    cell: (receipt) => formatEuros(receipt.amount),
  },
];

function Trips({ travel }: { travel: Travel }) {
  if (travel.trips.length === 0) return <NoneYet>No approved trips name this project.</NoneYet>;
  return (
    <DataTable
      label="Trips"
      rows={travel.trips}
      // A member may drive the same way twice a day: the position tells the trips apart.
      rowKey={(_trip, index) => String(index)}
      columns={TRIP_COLUMNS}
      {...scrollingTable('Trips table')}
      footer={
        <TableRow>
          <TableCell component="th" scope="row" colSpan={5} sx={total}>
            Trips total
          </TableCell>
          <TableCell align="right" sx={{ ...total, ...nowrap }}>
            {formatEuros(travel.tripsTotal)}
          </TableCell>
        </TableRow>
      }
    />
  );
}

function Receipts({ travel }: { travel: Travel }) {
  if (travel.receipts.length === 0) {
    return <NoneYet>No approved road trips name this project.</NoneYet>;
  }
  return (
    <DataTable
      label="Road trip receipts"
      rows={travel.receipts}
      rowKey={(receipt) => receipt.roadTripId}
      columns={RECEIPT_COLUMNS}
      {...scrollingTable('Road trips table')}
      footer={
        <TableRow>
          <TableCell component="th" scope="row" colSpan={3} sx={total}>
            Receipts total
          </TableCell>
          <TableCell align="right" sx={{ ...total, ...nowrap }}>
            {formatEuros(travel.receiptsTotal)}
          </TableCell>
        </TableRow>
      }
    />
  );
}

/** Kilometre-map trips and road-trip receipts naming the project, each with its total. */
export function TravelTables({ travel }: { travel: Travel }) {
  return (
    <SummarySection title="Travel">
      <Box
        className="summary-columns"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            Trips
          </Typography>
          <Trips travel={travel} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            Road trips
          </Typography>
          <Receipts travel={travel} />
        </Box>
      </Box>
      <Typography sx={{ mt: 1.5, fontWeight: 700 }}>
        Travel total: {formatEuros(travel.total)}
      </Typography>
    </SummarySection>
  );
}
