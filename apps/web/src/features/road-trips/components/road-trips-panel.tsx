import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuros } from '@quadro/contract/formatting';
import type { RoadTrip } from '@quadro/contract/road-trips';
import { useState } from 'react';
import { PageFooter } from '../../../app/pagination/page-footer.tsx';
import { useDebouncedParam } from '../../../app/routes/use-debounced-param.ts';
import { useTableParams } from '../../../app/routes/use-table-params.ts';
import { ApprovalBulkActions } from '../../../components/approval/approval-bulk-actions.tsx';
import { ApprovalDecisionDialog } from '../../../components/approval/approval-decision-dialog.tsx';
import {
  type Deciding,
  useApprovalDecision,
} from '../../../components/approval/use-approval-decision.ts';
import { SelectFilter } from '../../../components/filters/select-filter.tsx';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { MANAGE_PAGE_SIZE, readManageFilters } from '../../../components/travels/manage-filters.ts';
import { ManageFiltersBar } from '../../../components/travels/manage-filters-bar.tsx';
import { roadTripDecisions } from '../api/decide-road-trips.ts';
import { useManageRoadTrips } from '../api/get-manage-road-trips.ts';
import { RoadTripLinkDialog } from './road-trip-link-dialog.tsx';
import { RoadTripReceiptsDialog } from './road-trip-receipts-dialog.tsx';
import { managedTripLabel, RoadTripsQueue } from './road-trips-queue.tsx';

function decisionTitle({ action, rows: trips }: Deciding<RoadTrip>): string {
  const what = trips.length === 1 ? 'this road trip' : `${trips.length} road trips`;
  return `${action === 'approve' ? 'Approve' : 'Reject'} ${what}?`;
}

const LINK_OPTIONS = [{ value: 'unlinked', label: 'Client not linked' }];

/** Finance's road trips of a year (or a month), filtered in the URL, decided one or many at once. */
export function RoadTripsPanel({ thisYear }: { thisYear: number }) {
  const { params, update } = useTableParams();
  const [search, setSearch, appliedSearch] = useDebouncedParam(params, update, 'search');
  const link = params.get('link') === 'unlinked' ? ('unlinked' as const) : undefined;
  const filters = { ...readManageFilters(params, thisYear), link, search: appliedSearch };
  const trips = useManageRoadTrips(filters);
  const [openId, setOpenId] = useState<string>();
  const [linkingId, setLinkingId] = useState<string>();
  const decision = useApprovalDecision(roadTripDecisions, () => setOpenId(undefined));
  const { selection, deciding } = decision;
  const items = trips.data?.items ?? [];
  const opened = items.find((trip) => trip.id === openId);
  const linking = items.find((trip) => trip.id === linkingId);
  const picked = items.filter(
    (trip) => trip.status === 'PendingApproval' && selection.selected.has(trip.id),
  );
  const filter = (changes: Record<string, string>) => {
    selection.clear();
    update(changes);
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <ManageFiltersBar
          filters={filters}
          search={search}
          onFilter={filter}
          onSearch={(next) => {
            selection.clear();
            setSearch(next);
          }}
        />
        <SelectFilter
          label="Client"
          value={link ?? ''}
          options={LINK_OPTIONS}
          onChange={(value) => filter({ link: value })}
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
        {trips.data && (
          <Typography variant="body2" role="status">
            Approved: {formatEuros(trips.data.approvedTotal)}
            {trips.data.unlinkedTotal > 0 && ` · Client not linked: ${trips.data.unlinkedTotal}`}
          </Typography>
        )}
      </Stack>
      {trips.isPending ? (
        <PageLoader />
      ) : (
        <RoadTripsQueue
          trips={items}
          selection={selection}
          onOpen={(trip) => setOpenId(trip.id)}
          onLink={(trip) => setLinkingId(trip.id)}
        />
      )}
      <PageFooter
        total={trips.data?.total}
        pageSize={MANAGE_PAGE_SIZE}
        page={filters.page}
        label="Road trips pages"
        onChange={(next) => update({ page: String(next) })}
      />
      {opened && !deciding && (
        <RoadTripReceiptsDialog
          trip={opened}
          onClose={() => setOpenId(undefined)}
          onDecide={(action) => decision.ask(action, [opened])}
        />
      )}
      {linking && <RoadTripLinkDialog trip={linking} onClose={() => setLinkingId(undefined)} />}
      <ApprovalDecisionDialog
        {...decision.dialog}
        title={deciding ? decisionTitle(deciding) : ''}
        rejectHint="The employee sees it with the road trip."
        subject={deciding?.rows.map(managedTripLabel).join('; ')}
      />
    </Stack>
  );
}
