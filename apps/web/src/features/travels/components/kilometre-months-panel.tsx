import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuros } from '@quadro/contract/formatting';
import type { ManageKilometreMonth } from '@quadro/contract/travels';
import { useState } from 'react';
import { PageFooter } from '../../../app/pagination/page-footer.tsx';
import { useDebouncedParam } from '../../../app/routes/use-debounced-param.ts';
import { useTableParams } from '../../../app/routes/use-table-params.ts';
import { ApprovalBulkActions } from '../../../components/approval/approval-bulk-actions.tsx';
import {
  ApprovalDecisionDialog,
  type QueueAction,
} from '../../../components/approval/approval-decision-dialog.tsx';
import { useApprovalSelection } from '../../../components/approval/use-approval-selection.ts';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { useDecideKilometreMonths } from '../api/decide-kilometre-months.ts';
import { useManageKilometreMaps } from '../api/get-manage-kilometre-maps.ts';
import { MANAGE_PAGE_SIZE, readManageFilters } from '../manage-filters.ts';
import { formatKilometres } from '../travel-numbers.ts';
import { KilometreMonthsQueue, monthLabel } from './kilometre-months-queue.tsx';
import { ManageFiltersBar } from './manage-filters-bar.tsx';
import { TravelZipButton } from './travel-zip-button.tsx';

interface Deciding {
  action: QueueAction;
  months: ManageKilometreMonth[];
}

function decisionTitle({ action, months }: Deciding): string {
  const what = months.length === 1 ? 'this month' : `${months.length} months`;
  return `${action === 'approve' ? 'Approve' : 'Reject'} ${what}?`;
}

/** Finance's months of a year (or one month), filtered in the URL, decided one or many at once. */
export function KilometreMonthsPanel({ thisYear }: { thisYear: number }) {
  const { params, update } = useTableParams();
  const [search, setSearch, appliedSearch] = useDebouncedParam(params, update, 'search');
  const filters = { ...readManageFilters(params, thisYear), search: appliedSearch };
  const months = useManageKilometreMaps(filters);
  const selection = useApprovalSelection();
  const [deciding, setDeciding] = useState<Deciding>();
  const decide = useDecideKilometreMonths(selection.clear);
  const items = months.data?.items ?? [];
  const picked = items.filter(
    (month) => month.status === 'PendingApproval' && selection.selected.has(month.id),
  );
  const filter = (changes: Record<string, string>) => {
    selection.clear();
    update(changes);
  };
  const decideNow = (reason: string | undefined) => {
    if (!deciding) return;
    const ids = deciding.months.map((month) => month.id);
    const settle = { onSettled: () => setDeciding(undefined) };
    if (deciding.action === 'approve') return decide.mutate({ ids, decision: 'approve' }, settle);
    decide.mutate({ ids, decision: 'reject', reason: reason?.trim() ?? '' }, settle);
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
            onAction={(action) => setDeciding({ action, months: picked })}
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
        action={deciding?.action}
        title={deciding ? decisionTitle(deciding) : ''}
        onCancel={() => setDeciding(undefined)}
        loading={decide.isPending}
        onSubmit={decideNow}
        rejectHint="The employee sees it with the month."
        subject={deciding?.months.map(monthLabel).join('; ')}
      />
    </Stack>
  );
}
