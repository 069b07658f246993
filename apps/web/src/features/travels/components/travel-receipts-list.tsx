import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCalendarDay, formatEuros } from '@quadro/contract/formatting';
import { EURO } from '@quadro/contract/road-trip-rules';
import {
  type RoadTrip,
  TRAVEL_RECEIPT_CATEGORY_LABELS,
  type TravelReceipt,
} from '@quadro/contract/road-trips';
import { ProtectedFileLink } from '../../../components/files/protected-file-link.tsx';
import { RowActionButton } from '../../../components/table/row-action-button.tsx';
import { useRemoveTravelReceipt } from '../api/remove-travel-receipt.ts';
import { formatExchangeRate, formatForeignAmount } from '../road-trip-numbers.ts';

const NUMBER_CELL = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

const receiptLabel = (receipt: TravelReceipt) =>
  `${TRAVEL_RECEIPT_CATEGORY_LABELS[receipt.category]}, ${formatCalendarDay(receipt.date)}`;

/**
 * A trip's receipts: day, category, amount in its currency and the rate of its day when it is not
 * the euro, what is reimbursed, the file; removable while the trip can change.
 */
export function TravelReceiptsList({ trip, removable }: { trip: RoadTrip; removable: boolean }) {
  const remove = useRemoveTravelReceipt();
  if (trip.receipts.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No receipts yet.
      </Typography>
    );
  }
  return (
    <TableContainer
      // In the dialog's scrolling column a scroll box would otherwise shrink to nothing.
      sx={{ overflowX: 'auto', flexShrink: 0 }}
      tabIndex={0}
      aria-label={`Receipts of the trip to ${trip.destination}, scrollable`}
    >
      <Table size="small" aria-label={`Receipts of the trip to ${trip.destination}`}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Category</TableCell>
            <TableCell sx={NUMBER_CELL}>Amount</TableCell>
            <TableCell sx={NUMBER_CELL}>Euros</TableCell>
            <TableCell>File</TableCell>
            {removable && <TableCell>Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {trip.receipts.map((receipt) => (
            <TableRow key={receipt.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDay(receipt.date)}</TableCell>
              <TableCell>{TRAVEL_RECEIPT_CATEGORY_LABELS[receipt.category]}</TableCell>
              <TableCell sx={NUMBER_CELL}>
                {formatForeignAmount(receipt.amount, receipt.currency)}
                {receipt.currency !== EURO && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    at {formatExchangeRate(receipt.exchangeRate)} €/{receipt.currency}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={NUMBER_CELL}>{formatEuros(receipt.euros)}</TableCell>
              <TableCell>
                <ProtectedFileLink path={receipt.file} label={receipt.fileName} />
              </TableCell>
              {removable && (
                <TableCell>
                  <RowActionButton
                    label="Remove"
                    color="error"
                    itemLabel={receiptLabel(receipt)}
                    onClick={() => remove.mutate(receipt.id)}
                  />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
