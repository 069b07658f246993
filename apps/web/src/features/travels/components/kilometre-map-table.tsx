import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { APPROVAL_STATUS_LABELS } from '@quadro/contract/approval';
import { formatCalendarDay, formatMonth } from '@quadro/contract/formatting';
import { toCents } from '@quadro/contract/money';
import {
  type KilometreMap,
  type KilometreMapMonth,
  TRAVEL_MESSAGES,
} from '@quadro/contract/travels';
import { Fragment } from 'react';
import { ApprovalStatusChip } from '../../../components/approval/approval-status-chip.tsx';
import { RejectionBlock } from '../../../components/approval/rejection-block.tsx';
import type { ApprovalSelection } from '../../../components/approval/use-approval-selection.ts';
import { formatKilometres, formatRate } from '../travel-numbers.ts';
import { KilometreMonthValue } from './kilometre-month-value.tsx';

const HEADERS = ['Month', 'Value', 'Rate', 'Kilometres', 'Status', 'Deadline'];
const NUMBER_CELL = { whiteSpace: 'nowrap' } as const;
/** On a phone the table scrolls sideways: the rejection stays within the visible width. */
const REJECTION_IN_VIEW = {
  position: 'sticky',
  left: 0,
  maxWidth: 'min(100%, calc(100vw - 96px))',
} as const;
/** A month past its deadline that was never sent (or not sent again) reads Closed, not its state. */
const CLOSED = 'Closed';
const STATUS_LABELS = { ...APPROVAL_STATUS_LABELS, [CLOSED]: 'Closed' };

function rejectionHint(month: KilometreMapMonth): string {
  return month.closed
    ? TRAVEL_MESSAGES.resubmitClosed(month.deadline)
    : TRAVEL_MESSAGES.fixRejectedBy(month.deadline);
}

/** A month its owner may send: open, with a saved value above zero. */
export const isSendable = (month: KilometreMapMonth) => month.editable && toCents(month.value) > 0n;

/** The year's twelve months: values to type where open, picks to send, a rejection's reason. */
export function KilometreMapTable({
  map,
  selection,
}: {
  map: KilometreMap;
  selection: ApprovalSelection;
}) {
  const sendable = map.months.filter(isSendable).map((month) => month.month);
  const allPicked = sendable.length > 0 && sendable.every((key) => selection.selected.has(key));
  return (
    <TableContainer
      sx={{ overflowX: 'auto' }}
      tabIndex={0}
      aria-label={`Kilometre map of ${map.year}, scrollable`}
    >
      <Table size="small" aria-label={`Kilometre map of ${map.year}`} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allPicked}
                indeterminate={!allPicked && sendable.some((key) => selection.selected.has(key))}
                disabled={sendable.length === 0}
                onChange={(event) => selection.pick(sendable, event.target.checked)}
                slotProps={{ input: { 'aria-label': 'Pick every month to send' } }}
              />
            </TableCell>
            {HEADERS.map((header) => (
              <TableCell key={header} sx={{ fontWeight: 600 }}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {map.months.map((month, index) => {
            const name = formatMonth(month.month);
            return (
              <Fragment key={month.month}>
                <TableRow selected={selection.selected.has(month.month)}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selection.selected.has(month.month)}
                      disabled={!isSendable(month)}
                      onChange={(event) => selection.pick([month.month], event.target.checked)}
                      slotProps={{ input: { 'aria-label': `Pick ${name}` } }}
                    />
                  </TableCell>
                  <TableCell component="th" scope="row" sx={NUMBER_CELL}>
                    {name}
                  </TableCell>
                  <TableCell sx={NUMBER_CELL}>
                    <KilometreMonthValue month={month} index={index} name={name} />
                  </TableCell>
                  <TableCell sx={NUMBER_CELL}>{formatRate(month.pricePerKm)}</TableCell>
                  <TableCell sx={NUMBER_CELL}>{formatKilometres(month.kilometres)}</TableCell>
                  <TableCell>
                    <ApprovalStatusChip
                      status={month.closed ? CLOSED : month.status}
                      labels={STATUS_LABELS}
                    />
                  </TableCell>
                  <TableCell sx={NUMBER_CELL}>{formatCalendarDay(month.deadline)}</TableCell>
                </TableRow>
                {month.status === 'Rejected' && month.rejectionReason && (
                  <TableRow>
                    <TableCell colSpan={HEADERS.length + 1}>
                      <Box sx={REJECTION_IN_VIEW}>
                        <RejectionBlock
                          reason={month.rejectionReason}
                          description={rejectionHint(month)}
                        />
                      </Box>
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
