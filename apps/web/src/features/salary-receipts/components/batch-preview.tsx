import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KeyName } from '@quadro/contract/account';
import { PageFooter } from '../../../app/pagination/page-footer.tsx';
import { ProtectedFileLink } from '../../../components/files/protected-file-link.tsx';
import { EmployeePicker } from '../../../components/form/employee-picker.tsx';
import { DataTable } from '../../../components/table/data-table.tsx';
import {
  countsText,
  type ItemChoice,
  MATCHED_BY_TEXT,
  PREVIEW_PAGE_SIZE,
  type PreviewCounts,
  type PreviewRow,
  receiptSourceText,
} from '../bulk-upload.ts';

const TOP = { verticalAlign: 'top' } as const;

/** What the server found: the employee and how, the people it could be, or no one. */
function MatchCell({ row }: { row: PreviewRow }) {
  const { employee, matchedBy, candidates } = row.item;
  if (employee && matchedBy) {
    return (
      <>
        <Typography variant="body2">{employee.name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {MATCHED_BY_TEXT[matchedBy]}
        </Typography>
      </>
    );
  }
  if (candidates.length > 0) {
    return (
      <>
        <Typography variant="body2">{candidates.length} possible</Typography>
        <Typography variant="caption" color="text.secondary">
          {candidates.map((person) => person.name).join(' or ')}
        </Typography>
      </>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary">
      No match
    </Typography>
  );
}

/**
 * The bulk upload's check before confirming: each receipt found (its PDF to open), its match, and
 * who it goes to, to change, pick, or leave out.
 */
export function BatchPreview({
  rows,
  counts,
  employees,
  employeesLoading,
  errors,
  page,
  onPage,
  onChoose,
}: {
  rows: readonly PreviewRow[];
  counts: PreviewCounts;
  employees: readonly KeyName[];
  employeesLoading: boolean;
  /** The refusals by item id (the server's `items.{n}.employeeId`, or nobody picked). */
  errors: Readonly<Record<string, string>>;
  page: number;
  onPage: (page: number) => void;
  onChoose: (itemId: string, choice: ItemChoice) => void;
}) {
  const shown = rows.slice((page - 1) * PREVIEW_PAGE_SIZE, page * PREVIEW_PAGE_SIZE);
  const known = new Set(employees.map((person) => String(person.key)));
  const employeeCell = (row: PreviewRow) => {
    const { item } = row;
    const source = receiptSourceText(item);
    const error = errors[item.id];
    // An ambiguous match offers its candidates first; a match outside the directory
    // (never expected) is offered too, so the picker can show it.
    const suggested =
      item.candidates.length > 0
        ? item.candidates
        : item.employee && !known.has(item.employee.id)
          ? [item.employee]
          : undefined;
    return (
      <Stack spacing={0.5}>
        <EmployeePicker
          employees={employees}
          loading={employeesLoading}
          value={row.employeeId}
          onChange={(employeeId) => onChoose(item.id, { employeeId })}
          label={`Employee for ${source}`}
          hideLabel
          size="small"
          disabled={row.leftOut}
          error={error !== undefined}
          helperText={error}
          suggested={suggested}
        />
        {/* A refusal in the warning's words says it once. */}
        {row.warning && row.warning !== error && (
          <Stack direction="row" sx={{ gap: 0.5, alignItems: 'flex-start' }}>
            <WarningAmberIcon fontSize="small" color="warning" aria-hidden />
            <Typography variant="caption">{row.warning}</Typography>
          </Stack>
        )}
        <FormControlLabel
          label={<Typography variant="body2">Leave out</Typography>}
          control={
            <Checkbox
              size="small"
              checked={row.leftOut}
              onChange={(event) => onChoose(item.id, { leftOut: event.target.checked })}
              slotProps={{ input: { 'aria-label': `Leave out ${source}` } }}
            />
          }
        />
      </Stack>
    );
  };
  return (
    <Stack spacing={1.5}>
      <Typography role="status" variant="body2">
        {countsText(counts)}
      </Typography>
      <DataTable
        label="Receipts found"
        rows={shown}
        rowKey={(row) => row.item.id}
        hover={false}
        rowSx={() => TOP}
        scroll={{ minWidth: 580, label: 'Receipts found' }}
        containerSx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        columns={[
          {
            header: 'Receipt',
            cellSx: { maxWidth: 200, overflowWrap: 'anywhere' },
            cell: ({ item }) => (
              <Box sx={{ '& .MuiLink-root': { textAlign: 'left' } }}>
                <ProtectedFileLink path={item.file} label={receiptSourceText(item)} />
              </Box>
            ),
          },
          {
            header: 'Match',
            cellSx: { minWidth: 130 },
            cell: (row) => (
              <Stack>
                <MatchCell row={row} />
              </Stack>
            ),
          },
          {
            header: 'Employee',
            cellSx: { width: 260, minWidth: 240 },
            cell: (row) => employeeCell(row),
          },
        ]}
      />
      <PageFooter
        total={rows.length}
        pageSize={PREVIEW_PAGE_SIZE}
        page={page}
        label="Receipts found pages"
        onChange={onPage}
      />
    </Stack>
  );
}
