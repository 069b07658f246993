import type { AuditEntry } from '@quadro/contract/audit-trail';
import { formatDateTime } from '@quadro/contract/formatting';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';
import { RowActionButton } from '../../../components/table/row-action-button.tsx';

/** 'System' for jobs and seeds, and for a sign-in nobody proved to be theirs. */
export const actorName = (entry: AuditEntry) => entry.actor?.name ?? 'System or unknown';

const COLUMNS: readonly DataColumn<AuditEntry>[] = [
  { header: 'Time', cellSx: { whiteSpace: 'nowrap' }, cell: (entry) => formatDateTime(entry.at) },
  { header: 'Actor', cell: actorName },
  {
    header: 'Action',
    rowHeader: true,
    cellSx: { fontFamily: 'monospace', fontSize: 13, whiteSpace: 'nowrap' },
    cell: (entry) => entry.action,
  },
  { header: 'Record kind', cell: (entry) => entry.entityType },
  {
    header: 'Record',
    cellSx: { overflowWrap: 'anywhere', minWidth: 160 },
    cell: (entry) => entry.entityId,
  },
  { header: 'Changes', cell: (entry) => entry.changes.length },
];

/** The loaded entries, newest first, each opening its before/after. */
export function AuditEntryTable({
  entries,
  onOpen,
}: {
  entries: readonly AuditEntry[];
  onOpen: (entry: AuditEntry) => void;
}) {
  const details: DataColumn<AuditEntry> = {
    header: '',
    align: 'right',
    cell: (entry) => (
      <RowActionButton
        label="Details"
        itemLabel={`${entry.action}, ${formatDateTime(entry.at)}`}
        onClick={() => onOpen(entry)}
      />
    ),
  };
  return (
    <DataTable
      label="Audit entries"
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={[...COLUMNS, details]}
      noWrapHeads
      scroll={{ minWidth: 900, label: 'Audit entries, scrollable' }}
    />
  );
}
