import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import {
  VACATION_ITEM_KIND_LABELS,
  VACATION_ITEM_KINDS,
  type VacationRow,
} from '@quadro/contract/vacations';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCompanyCalendar } from '../../app/dates/company-today.ts';
import { PageFooter } from '../../app/pagination/page-footer.tsx';
import { useDebouncedParam } from '../../app/routes/use-debounced-param.ts';
import { useTableParams } from '../../app/routes/use-table-params.ts';
import { ApprovalBulkActions } from '../../components/approval/approval-bulk-actions.tsx';
import { ApprovalDecisionDialog } from '../../components/approval/approval-decision-dialog.tsx';
import { useApprovalDecision } from '../../components/approval/use-approval-decision.ts';
import { SearchEmployeeField } from '../../components/filters/search-employee-field.tsx';
import { SelectFilter } from '../../components/filters/select-filter.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { vacationDecisions } from './api/decide-vacations.ts';
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
  const decision = useApprovalDecision(vacationDecisions);
  const { selection } = decision;
  const [details, setDetails] = useState<VacationRow>();
  const calendar = useCompanyCalendar();
  const count = selection.selected.size;

  const select = (name: keyof typeof filters, label: string, options: Array<[string, string]>) => (
    <SelectFilter
      label={label}
      value={filters[name]}
      options={options.map(([value, text]) => ({ value, label: text }))}
      onChange={(value) => {
        selection.clear();
        update({ [name]: value });
      }}
    />
  );

  if (!calendar) return <PageLoader />;
  const { thisYear } = calendar;
  const years = [thisYear + 1, thisYear, thisYear - 1, thisYear - 2];
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
            <SearchEmployeeField value={search} onChange={setSearch} />
          </Stack>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <ApprovalBulkActions
              actions={['approve', 'reject']}
              count={count}
              onAction={(action) => decision.ask(action, [...selection.selected])}
            />
            <Button component={RouterLink} to="/app/manage-vacations-calendar" sx={{ ml: 'auto' }}>
              Team calendar
            </Button>
          </Stack>
          {table.isPending ? (
            <PageLoader />
          ) : (
            <VacationRequestsTable
              rows={table.data?.items ?? []}
              selection={selection}
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
      <ApprovalDecisionDialog
        {...decision.dialog}
        title={`${decision.deciding?.action === 'reject' ? 'Reject' : 'Approve'} ${count} ${count === 1 ? 'request' : 'requests'}?`}
        rejectHint="The employees see it with their request."
      >
        The employees are told by e-mail.
      </ApprovalDecisionDialog>
    </Card>
  );
}
