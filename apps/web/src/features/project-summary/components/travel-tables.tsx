import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCalendarDay, formatEuros, formatNumber } from '@quadro/contract/formatting';
import type { ProjectExecutiveSummary } from '@quadro/contract/project-summary';
import { NoneYet, ScrollingTable, SummarySection } from './summary-section.tsx';

type Travel = ProjectExecutiveSummary['travel'];

const total = { fontWeight: 700 } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

function Trips({ travel }: { travel: Travel }) {
  if (travel.trips.length === 0) return <NoneYet>No approved trips name this project.</NoneYet>;
  return (
    <ScrollingTable label="Trips table">
      <Table size="small" aria-label="Trips">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Member</TableCell>
            <TableCell>From</TableCell>
            <TableCell>To</TableCell>
            <TableCell align="right">Km</TableCell>
            <TableCell align="right">Value</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {travel.trips.map((trip, index) => (
            // A member may drive the same way twice a day: the position tells the trips apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered
            <TableRow key={index}>
              <TableCell sx={nowrap}>{formatCalendarDay(trip.date)}</TableCell>
              <TableCell sx={nowrap}>{trip.employeeName}</TableCell>
              <TableCell>{trip.origin}</TableCell>
              <TableCell>{trip.destination}</TableCell>
              <TableCell align="right">{formatNumber(trip.kilometres)}</TableCell>
              <TableCell align="right" sx={nowrap}>
                {formatEuros(trip.value)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={5} sx={total}>
              Trips total
            </TableCell>
            <TableCell align="right" sx={{ ...total, ...nowrap }}>
              {formatEuros(travel.tripsTotal)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </ScrollingTable>
  );
}

function Receipts({ travel }: { travel: Travel }) {
  if (travel.receipts.length === 0) {
    return <NoneYet>No approved road trips name this project.</NoneYet>;
  }
  return (
    <ScrollingTable label="Road trips table">
      <Table size="small" aria-label="Road trip receipts">
        <TableHead>
          <TableRow>
            <TableCell>Start</TableCell>
            <TableCell>Member</TableCell>
            <TableCell>Destination</TableCell>
            <TableCell align="right">Receipts</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {travel.receipts.map((receipt) => (
            <TableRow key={receipt.roadTripId}>
              <TableCell sx={nowrap}>{formatCalendarDay(receipt.startDate)}</TableCell>
              <TableCell sx={nowrap}>{receipt.employeeName}</TableCell>
              <TableCell>{receipt.destination}</TableCell>
              <TableCell align="right" sx={nowrap}>
                {formatEuros(receipt.amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={3} sx={total}>
              Receipts total
            </TableCell>
            <TableCell align="right" sx={{ ...total, ...nowrap }}>
              {formatEuros(travel.receiptsTotal)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </ScrollingTable>
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
