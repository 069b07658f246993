import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AuditEntry } from '@quadro/contract/audit-trail';
import { formatDateTime } from '@quadro/contract/formatting';
import { ColumnHeads } from '../../../components/table/column-heads.tsx';
import { RowActionButton } from '../../../components/table/row-action-button.tsx';

const COLUMNS = ['Time', 'Actor', 'Action', 'Record kind', 'Record', 'Changes', ''];

/** 'System' for jobs and seeds, and for a sign-in nobody proved to be theirs. */
export const actorName = (entry: AuditEntry) => entry.actor?.name ?? 'System or unknown';

/** The loaded entries, newest first, each opening its before/after. */
export function AuditEntryTable({
  entries,
  onOpen,
}: {
  entries: readonly AuditEntry[];
  onOpen: (entry: AuditEntry) => void;
}) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-label="Audit entries, scrollable">
      <Table size="small" aria-label="Audit entries" sx={{ minWidth: 900 }}>
        <TableHead>
          <TableRow>
            <ColumnHeads labels={COLUMNS} />
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</TableCell>
              <TableCell>{actorName(entry)}</TableCell>
              <TableCell
                component="th"
                scope="row"
                sx={{ fontFamily: 'monospace', fontSize: 13, whiteSpace: 'nowrap' }}
              >
                {entry.action}
              </TableCell>
              <TableCell>{entry.entityType}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
                {entry.entityId}
              </TableCell>
              <TableCell>{entry.changes.length}</TableCell>
              <TableCell align="right">
                <RowActionButton
                  label="Details"
                  itemLabel={`${entry.action}, ${formatDateTime(entry.at)}`}
                  onClick={() => onOpen(entry)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
