import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APPROVAL_STATUS_LABELS, type ApprovalStatus } from '@quadro/contract/approval';
import { previousMonth } from '@quadro/contract/calendar-days';
import { formatCalendarDay } from '@quadro/contract/formatting';
import { useCompanyCalendar } from '../../app/dates/company-today.ts';
import { PageFooter } from '../../app/pagination/page-footer.tsx';
import { useDebouncedParam } from '../../app/routes/use-debounced-param.ts';
import { useTableParams } from '../../app/routes/use-table-params.ts';
import { ApprovalBulkActions } from '../../components/approval/approval-bulk-actions.tsx';
import { ApprovalDecisionDialog } from '../../components/approval/approval-decision-dialog.tsx';
import { useApprovalDecision } from '../../components/approval/use-approval-decision.ts';
import { MonthStepper } from '../../components/filters/month-stepper.tsx';
import { SearchEmployeeField } from '../../components/filters/search-employee-field.tsx';
import { SelectFilter } from '../../components/filters/select-filter.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { tripJustificationDecisions } from './api/decide-trip-justifications.ts';
import { useTripJustifications } from './api/get-trip-justifications.ts';
import {
  justificationLabel,
  TripJustificationsQueue,
} from './components/trip-justifications-queue.tsx';

const PAGE_SIZE = 20;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const STATES: ApprovalStatus[] = ['PendingSubmission', 'PendingApproval', 'Approved', 'Rejected'];
const STATUS_OPTIONS = STATES.map((status) => ({
  value: status,
  label: APPROVAL_STATUS_LABELS[status],
}));

/**
 * /app/monthly-trips-justification (financial): each employee's trips justifying an approved
 * kilometre-map month (last month unless `?month=`): accepted, or sent back with a reason.
 */
export function TripJustificationsPage() {
  const calendar = useCompanyCalendar();
  return calendar ? <TripJustificationsOf thisMonth={calendar.thisMonth} /> : <PageLoader />;
}

function TripJustificationsOf({ thisMonth }: { thisMonth: string }) {
  const { params, update } = useTableParams();
  const [search, setSearch, appliedSearch] = useDebouncedParam(params, update, 'search');
  const month = MONTH.test(params.get('month') ?? '')
    ? (params.get('month') as string)
    : previousMonth(thisMonth);
  const status = STATES.find((state) => state === params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useTripJustifications({
    month,
    status,
    search: appliedSearch,
    page,
    pageSize: PAGE_SIZE,
  });
  const decision = useApprovalDecision(tripJustificationDecisions);
  const { selection, deciding } = decision;
  const rows = list.data?.items ?? [];
  const picked = rows.filter(
    (row) => row.status === 'PendingApproval' && row.id && selection.selected.has(row.id),
  );
  const filter = (changes: Record<string, string>) => {
    selection.clear();
    update(changes);
  };
  const what = (count: number) => (count === 1 ? 'this justification' : `${count} justifications`);
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            <MonthStepper
              month={month}
              last={thisMonth}
              onChange={(next) => filter({ month: next })}
            />
            <SelectFilter
              label="Status"
              value={status ?? ''}
              options={STATUS_OPTIONS}
              onChange={(value) => filter({ status: value })}
            />
            <SearchEmployeeField
              value={search}
              onChange={(next) => {
                selection.clear();
                setSearch(next);
              }}
            />
          </Stack>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { md: 'center' } }}
          >
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ApprovalBulkActions
                actions={['approve', 'reject']}
                count={picked.length}
                onAction={(action) => decision.ask(action, picked)}
              />
            </Stack>
            {list.data && (
              <Typography variant="body2">
                Due by {formatCalendarDay(list.data.deadline)}
              </Typography>
            )}
          </Stack>
          {list.isPending ? (
            <PageLoader />
          ) : (
            <TripJustificationsQueue rows={rows} selection={selection} />
          )}
          <PageFooter
            total={list.data?.total}
            pageSize={PAGE_SIZE}
            page={page}
            label="Trip justifications pages"
            onChange={(next) => update({ page: String(next) })}
          />
        </Stack>
      </CardContent>
      <ApprovalDecisionDialog
        {...decision.dialog}
        title={
          deciding
            ? `${deciding.action === 'approve' ? 'Accept' : 'Send back'} ${what(deciding.rows.length)}?`
            : ''
        }
        rejectHint="The employee sees it with the month's trips."
        subject={deciding?.rows.map(justificationLabel).join('; ')}
      />
    </Card>
  );
}
