import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@quadro/contract/audit-trail';
import { formatDateTime } from '@quadro/contract/formatting';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';
import { actorName } from './audit-entry-table.tsx';

const valueCell = { fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' } as const;

const CHANGE_COLUMNS: readonly DataColumn<AuditEntry['changes'][number]>[] = [
  { header: 'Field', rowHeader: true, cellSx: valueCell, cell: (change) => change.field },
  { header: 'Before', cellSx: valueCell, cell: (change) => change.before ?? '—' },
  { header: 'After', cellSx: valueCell, cell: (change) => change.after ?? '—' },
];

/** One entry: who, when, on what, and each field it changed, old → new. */
export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{entry.action}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {formatDateTime(entry.at)} · {actorName(entry)} · {entry.entityType}{' '}
          <Typography component="span" variant="body2" sx={valueCell}>
            {entry.entityId}
          </Typography>
          {entry.requestId ? ` · request ${entry.requestId}` : ''}
        </Typography>
        {entry.changes.length === 0 ? (
          <Typography>No fields were recorded for this entry.</Typography>
        ) : (
          <DataTable
            label="Changed fields"
            rows={entry.changes}
            rowKey={(change) => change.field}
            columns={CHANGE_COLUMNS}
            hover={false}
            noWrapHeads
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
