import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  VACATION_ITEM_KIND_LABELS,
  VACATION_ITEM_KINDS,
  VACATION_MESSAGES,
  type VacationItemKind,
  type VacationRow,
} from '@quadro/contract/vacations';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../app/api/error-message.ts';
import { toast } from '../../app/notifications/notification-store.ts';
import { PageFooter } from '../../app/pagination/page-footer.tsx';
import { useDebouncedParam } from '../../app/routes/use-debounced-param.ts';
import { useTableParams } from '../../app/routes/use-table-params.ts';
import { RejectionReasonField } from '../../components/approval/rejection-reason-field.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { SelectFilter } from '../../components/filters/select-filter.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { useDecideVacations } from './api/decide-vacations.ts';
import { useVacationClients } from './api/get-vacation-clients.ts';
import { useVacationTable } from './api/get-vacation-table.ts';
import { RequestDetailsDialog } from './components/request-details-dialog.tsx';
import { VacationRequestsTable } from './components/vacation-requests-table.tsx';

const PAGE_SIZE = 20;
const STATUSES = [
  ['PendingApproval', 'Pending Approval'],
  ['Approved', 'Approved'],
  ['Rejected', 'Rejected'],
] as const;

/** /app/manage-vacations (hr, admin, cto): requests and cancellations, filtered, decided in bulk. */
export function ManageVacationsPage() {
  const { params, update } = useTableParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = {
    status: params.get('status') ?? '',
    kind: params.get('kind') ?? '',
    year: params.get('year') ?? '',
    clientId: params.get('clientId') ?? '',
  };
  const [search, setSearch, appliedSearch] = useDebouncedParam(params, update, 'search');
  const table = useVacationTable({ ...filters, search: appliedSearch, page, pageSize: PAGE_SIZE });
  const clients = useVacationClients();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deciding, setDeciding] = useState<'approve' | 'reject'>();
  const [details, setDetails] = useState<VacationRow>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const decide = useDecideVacations(() => {
    setDeciding(undefined);
    setSelected(new Set());
  });
  const thisYear = new Date().getFullYear();
  const years = [thisYear + 1, thisYear, thisYear - 1, thisYear - 2];

  const pick = (keys: string[], picked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (picked) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  const submit = () => {
    if (!deciding) return;
    if (deciding === 'reject' && reason.trim() === '') {
      setReasonError('Required');
      return;
    }
    const items = [...selected].map((key) => {
      const [kind, id] = key.split(':') as [VacationItemKind, string];
      return { kind, id };
    });
    decide.mutate(
      { items, decision: deciding, ...(deciding === 'reject' ? { reason } : {}) },
      {
        onSuccess: () =>
          toast.success(
            deciding === 'approve'
              ? VACATION_MESSAGES.approved(items.length)
              : VACATION_MESSAGES.rejected(items.length),
          ),
        onError: (error) => toast.error(errorText(error)),
      },
    );
  };
  const select = (name: keyof typeof filters, label: string, options: Array<[string, string]>) => (
    <SelectFilter
      label={label}
      value={filters[name]}
      options={options.map(([value, text]) => ({ value, label: text }))}
      onChange={(value) => {
        setSelected(new Set());
        update({ [name]: value });
      }}
    />
  );

  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            {select(
              'status',
              'Status',
              STATUSES.map(([value, text]) => [value, text]),
            )}
            {select('kind', 'Type', [
              ...VACATION_ITEM_KINDS.map((kind): [string, string] => [
                kind,
                VACATION_ITEM_KIND_LABELS[kind],
              ]),
            ])}
            {select('year', 'Year', [
              ['', 'All'],
              ...years.map((year): [string, string] => [String(year), String(year)]),
            ])}
            {select('clientId', 'Client', [
              ...(clients.data ?? []).map((client): [string, string] => [client.id, client.name]),
            ])}
            <TextField
              size="small"
              label="Search employee"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ width: { xs: '100%', md: 260 } }}
            />
          </Stack>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              disabled={selected.size === 0}
              onClick={() => setDeciding('approve')}
            >
              Approve{selected.size > 0 ? ` (${selected.size})` : ''}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={selected.size === 0}
              onClick={() => {
                setReason('');
                setReasonError(undefined);
                setDeciding('reject');
              }}
            >
              Reject{selected.size > 0 ? ` (${selected.size})` : ''}
            </Button>
            <Button component={RouterLink} to="/app/manage-vacations-calendar" sx={{ ml: 'auto' }}>
              Team calendar
            </Button>
          </Stack>
          {table.isPending ? (
            <PageLoader />
          ) : (
            <VacationRequestsTable
              rows={table.data?.items ?? []}
              selected={selected}
              onSelect={pick}
              onDetails={setDetails}
            />
          )}
          <PageFooter
            total={table.data?.total}
            pageSize={PAGE_SIZE}
            page={page}
            label="Vacation requests pages"
            onChange={(next) => update({ page: String(next) })}
          />
        </Stack>
      </CardContent>
      {details && <RequestDetailsDialog row={details} onClose={() => setDetails(undefined)} />}
      <ConfirmDialog
        open={deciding !== undefined}
        title={
          deciding === 'approve'
            ? `Approve ${selected.size} ${selected.size === 1 ? 'request' : 'requests'}?`
            : `Reject ${selected.size} ${selected.size === 1 ? 'request' : 'requests'}?`
        }
        onCancel={() => setDeciding(undefined)}
        loading={decide.isPending}
        onSubmit={submit}
      >
        {deciding === 'reject' ? (
          <RejectionReasonField
            value={reason}
            onChange={(value) => {
              setReason(value);
              setReasonError(undefined);
            }}
            error={reasonError}
            hint="The employees see it with their request."
          />
        ) : (
          'The employees are told by e-mail.'
        )}
      </ConfirmDialog>
    </Card>
  );
}
