import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ApprovalLevels } from '@quadro/contract/approval';
import type { ReactNode } from 'react';
import { type DataColumn, DataTable } from '../table/data-table.tsx';
import { ApprovalLevelsLine } from './approval-levels-line.tsx';
import { ApprovalStatusChip } from './approval-status-chip.tsx';
import type { ApprovalSelection } from './use-approval-selection.ts';

/** One column of a manage page's queue: what the page shows of its kind. */
export interface QueueColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  sx?: SxProps<Theme>;
  /** The header cell's own style beyond bold ('right-aligned' for amounts). */
  headerSx?: SxProps<Theme>;
}

interface ApprovalQueueProps<Row> {
  /** Names the table for assistive technology: 'Vacation requests'. */
  label: string;
  /** Names the scrolling box when it should say more than `label`. */
  scrollLabel?: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The kind's own columns; the state column (chip and levels) goes after them. */
  columns: readonly QueueColumn<Row>[];
  /** Columns after the state one (notes, actions). */
  trailingColumns?: readonly QueueColumn<Row>[];
  status: (row: Row) => string;
  statusLabels?: Readonly<Record<string, string>>;
  approvalLevels?: (row: Row) => ApprovalLevels | undefined;
  /** Shown under a rejected row's state: 'Rejection reason: …'. */
  rejectionReason?: (row: Row) => string | null | undefined;
  statusSx?: SxProps<Theme>;
  /** Rows a bulk action may take: checkboxes appear when given. */
  selection?: ApprovalSelection & {
    canPick: (row: Row) => boolean;
    pickLabel: (row: Row) => string;
    pickAllLabel: string;
  };
  minWidth?: number;
}

/**
 * The approval queue every manage page shows: the kind's columns, the state with each level's
 * decision (and a rejection's reason), and a checkbox per row a bulk action may take. The page adds its filters (in the URL)
 * and its actions (ApprovalBulkActions, ApprovalDecisionDialog).
 */
export function ApprovalQueue<Row>({
  label,
  scrollLabel = label,
  rows,
  rowKey,
  columns,
  trailingColumns = [],
  status,
  statusLabels,
  approvalLevels,
  rejectionReason,
  statusSx,
  selection,
  minWidth = 860,
}: ApprovalQueueProps<Row>) {
  const pickable = selection ? rows.filter(selection.canPick).map(rowKey) : [];
  const allPicked = pickable.length > 0 && pickable.every((key) => selection?.selected.has(key));
  const asData = (column: QueueColumn<Row>): DataColumn<Row> => ({
    header: column.header,
    cell: column.cell,
    cellSx: column.sx,
    headerSx: column.headerSx,
  });
  const picker: DataColumn<Row>[] = selection
    ? [
        {
          key: 'pick',
          padding: 'checkbox',
          header: (
            <Checkbox
              checked={allPicked}
              indeterminate={!allPicked && pickable.some((key) => selection.selected.has(key))}
              disabled={pickable.length === 0}
              onChange={(event) => selection.pick(pickable, event.target.checked)}
              slotProps={{ input: { 'aria-label': selection.pickAllLabel } }}
            />
          ),
          cell: (row) => (
            <Checkbox
              checked={selection.selected.has(rowKey(row))}
              disabled={!selection.canPick(row)}
              onChange={(event) => selection.pick([rowKey(row)], event.target.checked)}
              slotProps={{ input: { 'aria-label': selection.pickLabel(row) } }}
            />
          ),
        },
      ]
    : [];
  const state: DataColumn<Row> = {
    header: 'Status',
    cellSx: statusSx,
    cell: (row) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <ApprovalStatusChip status={status(row)} labels={statusLabels} />
        <ApprovalLevelsLine levels={approvalLevels?.(row)} />
        {status(row) === 'Rejected' && rejectionReason?.(row) && (
          <Typography variant="caption">Rejection reason: {rejectionReason(row)}</Typography>
        )}
      </Stack>
    ),
  };
  return (
    <DataTable
      label={label}
      rows={rows}
      rowKey={rowKey}
      columns={[...picker, ...columns.map(asData), state, ...trailingColumns.map(asData)]}
      selected={(row) => selection?.selected.has(rowKey(row)) ?? false}
      scroll={{ minWidth, label: scrollLabel }}
    />
  );
}
