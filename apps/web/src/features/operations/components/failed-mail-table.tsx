import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@quadro/contract/formatting';
import type { FailedMail } from '@quadro/contract/operations';
import { ColumnHeads } from '../../../components/table/column-heads.tsx';

const COLUMNS = ['Recipient', 'Subject', 'Error', 'Attempts', 'Queued', 'Failed'];

interface FailedMailTableProps {
  mails: readonly FailedMail[];
  selected: ReadonlySet<string>;
  onPick: (ids: readonly string[], picked: boolean) => void;
}

/** The failed mails of one page, each pickable for a retry; the server's answer in full. */
export function FailedMailTable({ mails, selected, onPick }: FailedMailTableProps) {
  const ids = mails.map((mail) => mail.id);
  const allPicked = ids.length > 0 && ids.every((id) => selected.has(id));
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-label="Failed mails, scrollable">
      <Table size="small" aria-label="Failed mails" sx={{ minWidth: 900 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allPicked}
                indeterminate={!allPicked && ids.some((id) => selected.has(id))}
                onChange={(event) => onPick(ids, event.target.checked)}
                slotProps={{ input: { 'aria-label': 'Select every failed mail of this page' } }}
              />
            </TableCell>
            <ColumnHeads labels={COLUMNS} />
          </TableRow>
        </TableHead>
        <TableBody>
          {mails.map((mail) => (
            <TableRow key={mail.id} hover selected={selected.has(mail.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(mail.id)}
                  onChange={(event) => onPick([mail.id], event.target.checked)}
                  slotProps={{
                    input: { 'aria-label': `Select the mail to ${mail.to}: ${mail.subject}` },
                  }}
                />
              </TableCell>
              <TableCell
                component="th"
                scope="row"
                sx={{ minWidth: 200, overflowWrap: 'anywhere' }}
              >
                {mail.to}
              </TableCell>
              <TableCell>{mail.subject}</TableCell>
              <TableCell sx={{ minWidth: 240 }}>
                <Typography
                  variant="body2"
                  sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-word' }}
                >
                  {mail.lastError ?? 'No error recorded'}
                </Typography>
              </TableCell>
              <TableCell>{mail.attempts}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(mail.queuedAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(mail.failedAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
