import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@quadro/contract/formatting';
import type { FailedMail } from '@quadro/contract/operations';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';

const nowrap = { whiteSpace: 'nowrap' } as const;

const COLUMNS: readonly DataColumn<FailedMail>[] = [
  {
    header: 'Recipient',
    rowHeader: true,
    cellSx: { minWidth: 200, overflowWrap: 'anywhere' },
    cell: (mail) => mail.to,
  },
  { header: 'Subject', cell: (mail) => mail.subject },
  {
    header: 'Error',
    cellSx: { minWidth: 240 },
    cell: (mail) => (
      <Typography
        variant="body2"
        sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-word' }}
      >
        {mail.lastError ?? 'No error recorded'}
      </Typography>
    ),
  },
  { header: 'Attempts', cell: (mail) => mail.attempts },
  { header: 'Queued', cellSx: nowrap, cell: (mail) => formatDateTime(mail.queuedAt) },
  { header: 'Failed', cellSx: nowrap, cell: (mail) => formatDateTime(mail.failedAt) },
];

interface FailedMailTableProps {
  mails: readonly FailedMail[];
  selected: ReadonlySet<string>;
  onPick: (ids: readonly string[], picked: boolean) => void;
}

/** The failed mails of one page, each pickable for a retry; the server's answer in full. */
export function FailedMailTable({ mails, selected, onPick }: FailedMailTableProps) {
  const ids = mails.map((mail) => mail.id);
  const allPicked = ids.length > 0 && ids.every((id) => selected.has(id));
  const picker: DataColumn<FailedMail> = {
    key: 'pick',
    padding: 'checkbox',
    header: (
      <Checkbox
        checked={allPicked}
        indeterminate={!allPicked && ids.some((id) => selected.has(id))}
        onChange={(event) => onPick(ids, event.target.checked)}
        slotProps={{ input: { 'aria-label': 'Select every failed mail of this page' } }}
      />
    ),
    cell: (mail) => (
      <Checkbox
        checked={selected.has(mail.id)}
        onChange={(event) => onPick([mail.id], event.target.checked)}
        slotProps={{
          input: { 'aria-label': `Select the mail to ${mail.to}: ${mail.subject}` },
        }}
      />
    ),
  };
  return (
    <DataTable
      label="Failed mails"
      rows={mails}
      rowKey={(mail) => mail.id}
      columns={[picker, ...COLUMNS]}
      selected={(mail) => selected.has(mail.id)}
      noWrapHeads
      scroll={{ minWidth: 900, label: 'Failed mails, scrollable' }}
    />
  );
}
