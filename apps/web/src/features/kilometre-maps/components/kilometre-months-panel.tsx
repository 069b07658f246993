import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuros } from '@quadro/contract/formatting';
import type { ManageKilometreMonth } from '@quadro/contract/kilometre-maps';
import { PageFooter } from '../../../app/pagination/page-footer.tsx';
import { useDebouncedParam } from '../../../app/routes/use-debounced-param.ts';
import { useTableParams } from '../../../app/routes/use-table-params.ts';
import { ApprovalBulkActions } from '../../../components/approval/approval-bulk-actions.tsx';
import { ApprovalDecisionDialog } from '../../../components/approval/approval-decision-dialog.tsx';
import {
  type Deciding,
  useApprovalDecision,
} from '../../../components/approval/use-approval-decision.ts';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { MANAGE_PAGE_SIZE, readManageFilters } from '../../../components/travels/manage-filters.ts';
import { ManageFiltersBar } from '../../../components/travels/manage-filters-bar.tsx';
import { formatKilometres } from '../../../components/travels/travel-numbers.ts';
import { kilometreMonthDecisions } from '../api/decide-kilometre-months.ts';
import { useManageKilometreMaps } from '../api/get-manage-kilometre-maps.ts';
import { KilometreMonthsQueue, monthLabel } from './kilometre-months-queue.tsx';
import { TravelZipButton } from './travel-zip-button.tsx';

function decisionTitle({ action, rows: months }: Deciding<ManageKilometreMonth>): string {
  const what = months.length === 1 ? 'this month' : `${months.length} months`;
  return `${action === 'approve' ? 'Approve' : 'Reject'} ${what}?`;
}

/** Finance's months of a year (or one month), filtered in the URL, decided one or many at once. */
export function KilometreMonthsPanel({ thisYear }: { thisYear: number }) {
  const { params, update } = useTableParams();
  const [search, setSearch, appliedSearch] = useDebouncedParam(params, update, 'search');
  const filters = { ...readManageFilters(params, thisYear), search: appliedSearch };
  const months = useManageKilometreMaps(filters);
  const decision = useApprovalDecision(kilometreMonthDecisions);
  const { selection } = decision;
  const items = months.data?.items ?? [];
  const picked = items.filter(
    (month) => month.status === 'PendingApproval' && selection.selected.has(month.id),
  );
  const filter = (changes: Record<string, string>) => {
    selection.clear();
    update(changes);
  };
  return (
    <Stack spacing={2}>
      <ManageFiltersBar
        filters={filters}
        search={search}
        onFilter={filter}
        onSearch={(next) => {
          selection.clear();
          setSearch(next);
        }}
      />
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
          {filters.month && (
            <TravelZipButton
              zip={{ month: `${filters.year}-${String(filters.month).padStart(2, '0')}` }}
            />
          )}
        </Stack>
        {months.data && (
          <Typography variant="body2" role="status">
            Approved: {formatEuros(months.data.approvedTotals.value)},{' '}
            {formatKilometres(months.data.approvedTotals.kilometres)}
          </Typography>
        )}
      </Stack>
      {months.isPending ? (
        <PageLoader />
      ) : (
        <KilometreMonthsQueue months={items} selection={selection} />
      )}
      <PageFooter
        total={months.data?.total}
        pageSize={MANAGE_PAGE_SIZE}
        page={filters.page}
        label="Kilometre-map months pages"
        onChange={(next) => update({ page: String(next) })}
      />
      <ApprovalDecisionDialog
        {...decision.dialog}
        title={decision.deciding ? decisionTitle(decision.deciding) : ''}
        rejectHint="The employee sees it with the month."
        subject={decision.deciding?.rows.map(monthLabel).join('; ')}
      />
    </Stack>
  );
}
