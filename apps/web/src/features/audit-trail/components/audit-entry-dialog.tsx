import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@quadro/contract/audit-trail';
import { formatDateTime } from '@quadro/contract/formatting';
import { ColumnHeads } from '../../../components/table/column-heads.tsx';
import { actorName } from './audit-entry-table.tsx';

const valueCell = { fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' } as const;

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
          <Table size="small" aria-label="Changed fields">
            <TableHead>
              <TableRow>
                <ColumnHeads labels={['Field', 'Before', 'After']} />
              </TableRow>
            </TableHead>
            <TableBody>
              {entry.changes.map((change) => (
                <TableRow key={change.field}>
                  <TableCell component="th" scope="row" sx={valueCell}>
                    {change.field}
                  </TableCell>
                  <TableCell sx={valueCell}>{change.before ?? '—'}</TableCell>
                  <TableCell sx={valueCell}>{change.after ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
