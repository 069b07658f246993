import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatCalendarDay } from '@quadro/contract/formatting';
import type { MonthlyTrip } from '@quadro/contract/monthly-trips';
import { formatKilometres } from '../travel-numbers.ts';

/** How a trip is named to assistive technology and in its dialogs. */
export const tripName = (trip: MonthlyTrip) =>
  `${formatCalendarDay(trip.date)}, ${trip.origin} to ${trip.destination}`;

const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
const DATE_COLUMN = { display: { xs: 'none', sm: 'table-cell' } } as const;
const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

/** Why a trip needs a note, and its note (or that it is missing). */
export function TripFlags({ trip }: { trip: MonthlyTrip }) {
  if (trip.flags.length === 0) return null;
  return (
    <Stack sx={{ gap: 0.5, mt: 0.5 }}>
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
        {trip.flags.map((flag) => (
          <Chip
            key={flag.flag}
            size="small"
            variant="outlined"
            label={flag.reason}
            sx={{
              color: 'warning.dark',
              borderColor: 'warning.dark',
              height: 'auto',
              '& .MuiChip-label': { whiteSpace: 'normal' },
            }}
          />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ color: trip.note ? 'text.primary' : 'error.main' }}>
        {trip.note ? `Note: ${trip.note}` : 'Needs a note before sending'}
      </Typography>
    </Stack>
  );
}

/** A month's trips by date: flagged ones show their reasons and note; open months edit them. */
export function MonthlyTripsTable({
  trips,
  editable,
  onEdit,
  onRemove,
}: {
  trips: readonly MonthlyTrip[];
  editable: boolean;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Trips of the month">
        <TableHead>
          <TableRow>
            <TableCell sx={DATE_COLUMN}>Date</TableCell>
            <TableCell>Trip</TableCell>
            <TableCell sx={WIDE_ONLY}>Client or project</TableCell>
            <TableCell align="right">Kilometres</TableCell>
            {editable && <TableCell align="right">Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {trips.length === 0 && (
            <TableRow>
              <TableCell colSpan={editable ? 5 : 4}>No Data</TableCell>
            </TableRow>
          )}
          {trips.map((trip, index) => (
            <TableRow key={trip.id} hover>
              <TableCell sx={{ ...DATE_COLUMN, whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {formatCalendarDay(trip.date)}
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                <Typography variant="body2" sx={PHONE_ONLY}>
                  {formatCalendarDay(trip.date)}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {trip.origin} → {trip.destination}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {trip.purpose}
                </Typography>
                <TripFlags trip={trip} />
              </TableCell>
              <TableCell sx={{ ...WIDE_ONLY, verticalAlign: 'top' }}>
                {trip.client?.name ?? trip.project?.name}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {formatKilometres(trip.totalKilometres)}
                {trip.roundTrip && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    round trip
                  </Typography>
                )}
              </TableCell>
              {editable && (
                <TableCell
                  align="right"
                  sx={{ whiteSpace: 'nowrap', width: '1%', verticalAlign: 'top' }}
                >
                  <Tooltip title="Edit">
                    <IconButton
                      aria-label={`Edit trip ${tripName(trip)}`}
                      onClick={() => onEdit(index)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Remove">
                    <IconButton
                      aria-label={`Remove trip ${tripName(trip)}`}
                      onClick={() => onRemove(index)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
