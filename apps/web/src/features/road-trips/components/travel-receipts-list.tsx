import Typography from '@mui/material/Typography';
import { formatCalendarDay, formatEuros } from '@quadro/contract/formatting';
import { EURO } from '@quadro/contract/road-trip-rules';
import {
  type RoadTrip,
  TRAVEL_RECEIPT_CATEGORY_LABELS,
  type TravelReceipt,
} from '@quadro/contract/road-trips';
import { ProtectedFileLink } from '../../../components/files/protected-file-link.tsx';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';
import { RowActionButton } from '../../../components/table/row-action-button.tsx';
import { useRemoveTravelReceipt } from '../api/remove-travel-receipt.ts';
import { formatExchangeRate, formatForeignAmount } from '../road-trip-numbers.ts';

const NUMBER_CELL = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

const receiptLabel = (receipt: TravelReceipt) =>
  `${TRAVEL_RECEIPT_CATEGORY_LABELS[receipt.category]}, ${formatCalendarDay(receipt.date)}`;

const COLUMNS: readonly DataColumn<TravelReceipt>[] = [
  {
    header: 'Date',
    cellSx: { whiteSpace: 'nowrap' },
    cell: (receipt) => formatCalendarDay(receipt.date),
  },
  { header: 'Category', cell: (receipt) => TRAVEL_RECEIPT_CATEGORY_LABELS[receipt.category] },
  {
    header: 'Amount',
    sx: NUMBER_CELL,
    cell: (receipt) => (
      <>
        {formatForeignAmount(receipt.amount, receipt.currency)}
        {receipt.currency !== EURO && (
          <Typography variant="caption" component="div" color="text.secondary">
            at {formatExchangeRate(receipt.exchangeRate)} €/{receipt.currency}
          </Typography>
        )}
      </>
    ),
  },
  { header: 'Euros', sx: NUMBER_CELL, cell: (receipt) => formatEuros(receipt.euros) },
  {
    header: 'File',
    cell: (receipt) => <ProtectedFileLink path={receipt.file} label={receipt.fileName} />,
  },
];

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
  const removeColumn: DataColumn<TravelReceipt> = {
    header: 'Actions',
    cell: (receipt) => (
      <RowActionButton
        label="Remove"
        color="error"
        itemLabel={receiptLabel(receipt)}
        onClick={() => remove.mutate(receipt.id)}
      />
    ),
  };
  return (
    <DataTable
      label={`Receipts of the trip to ${trip.destination}`}
      rows={trip.receipts}
      rowKey={(receipt) => receipt.id}
      columns={removable ? [...COLUMNS, removeColumn] : COLUMNS}
      hover={false}
      scroll={{ label: `Receipts of the trip to ${trip.destination}, scrollable` }}
      // In the dialog's scrolling column a scroll box would otherwise shrink to nothing.
      containerSx={{ flexShrink: 0 }}
    />
  );
}
