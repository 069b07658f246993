import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APPROVAL_STATUS_LABELS } from '@quadro/contract/approval';
import { endpointUrl } from '@quadro/contract/endpoint';
import { formatEuros, formatMonth } from '@quadro/contract/formatting';
import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import { PageFooter } from '../../../app/pagination/page-footer.tsx';
import { useDebouncedParam } from '../../../app/routes/use-debounced-param.ts';
import { useTableParams } from '../../../app/routes/use-table-params.ts';
import { ApprovalDecisionDialog } from '../../../components/approval/approval-decision-dialog.tsx';
import { useApprovalDecision } from '../../../components/approval/use-approval-decision.ts';
import { ProtectedFileLink } from '../../../components/files/protected-file-link.tsx';
import { MonthStepper } from '../../../components/filters/month-stepper.tsx';
import { SearchEmployeeField } from '../../../components/filters/search-employee-field.tsx';
import { SelectFilter } from '../../../components/filters/select-filter.tsx';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { travelPassDecisions } from '../api/decide-travel-pass.ts';
import { useManageTravelPasses } from '../api/get-manage-travel-passes.ts';
import { RowAction, TravelPassesTable } from './travel-passes-table.tsx';

const PAGE_SIZE = 20;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const STATUSES = (['PendingApproval', 'Approved', 'Rejected'] as const).map((status) => ({
  value: status,
  label: APPROVAL_STATUS_LABELS[status],
}));

/** Finance's month: its passes, approved or rejected one by one, and its receipts as one zip. */
export function TravelPassMonthPanel({ thisMonth }: { thisMonth: string }) {
  const { params, update } = useTableParams();
  const month = MONTH.test(params.get('month') ?? '') ? (params.get('month') as string) : thisMonth;
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch, appliedSearch] = useDebouncedParam(params, update, 'search');
  const passes = useManageTravelPasses({
    month,
    status,
    search: appliedSearch,
    page,
    pageSize: PAGE_SIZE,
  });
  const decision = useApprovalDecision(travelPassDecisions);
  const approvedPass =
    decision.deciding?.action === 'approve' ? decision.deciding.rows[0] : undefined;
  return (
    <>
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <MonthStepper
            month={month}
            last={thisMonth}
            onChange={(next) => update({ month: next })}
          />
          <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            <SelectFilter
              label="Status"
              value={status}
              options={STATUSES}
              onChange={(value) => update({ status: value })}
            />
            <SearchEmployeeField value={search} onChange={setSearch} />
          </Stack>
        </Stack>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          {passes.data && (
            <Typography variant="body2" role="status">
              Approved this month: {formatEuros(passes.data.approvedTotal)}
            </Typography>
          )}
          <ProtectedFileLink
            path={endpointUrl(TRAVEL_PASSES_ENDPOINTS.receiptsOfMonth, { query: { month } })}
            label="Download the approved receipts (zip)"
          />
        </Stack>
        {passes.isPending ? (
          <PageLoader />
        ) : (
          <TravelPassesTable
            passes={passes.data?.items ?? []}
            label="Travel passes of the month"
            showEmployee
            actionsOf={(pass) =>
              pass.status === 'PendingApproval' && (
                <>
                  <RowAction
                    label="Approve"
                    pass={pass}
                    variant="contained"
                    onClick={() => decision.ask('approve', [pass])}
                  />
                  <RowAction
                    label="Reject"
                    pass={pass}
                    color="error"
                    onClick={() => decision.ask('reject', [pass])}
                  />
                </>
              )
            }
          />
        )}
        <PageFooter
          total={passes.data?.total}
          pageSize={PAGE_SIZE}
          page={page}
          label="Travel passes pages"
          onChange={(next) => update({ page: String(next) })}
        />
      </Stack>
      <ApprovalDecisionDialog
        {...decision.dialog}
        title={
          decision.deciding?.action === 'reject'
            ? 'Reject this travel pass?'
            : 'Approve this travel pass?'
        }
        rejectHint="The employee sees it with the pass."
        subject={
          approvedPass && `${approvedPass.employee.name}, ${formatMonth(approvedPass.month)}`
        }
      />
    </>
  );
}
