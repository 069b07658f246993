import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatCalendarDay } from '@quadro/contract/formatting';
import {
  TRIP_LIMIT_SCOPE_LABELS,
  TRIP_LIMIT_SCOPES,
  TRIP_LIMIT_SORTS,
  type TripLimit,
  type TripLimitsQuery,
} from '@quadro/contract/monthly-trips';
import { useState } from 'react';
import { PageFooter } from '../../../app/pagination/page-footer.tsx';
import { useDebouncedParam } from '../../../app/routes/use-debounced-param.ts';
import { useTableParams } from '../../../app/routes/use-table-params.ts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { SelectFilter } from '../../../components/filters/select-filter.tsx';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';
import { formatKilometres } from '../../../components/travels/travel-numbers.ts';
import { useTripLimits } from '../api/get-trip-limits.ts';
import { useRemoveTripLimit } from '../api/remove-trip-limit.ts';
import { TripLimitDialog } from './trip-limit-dialog.tsx';

const PAGE_SIZE = 10;
type Sort = TripLimitsQuery['sort'];

/** On phones the scope goes under the name, so the limits stay in sight. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

const nowrap = { whiteSpace: 'nowrap' } as const;

const COLUMNS: readonly DataColumn<TripLimit>[] = [
  {
    header: 'For',
    sortKey: 'scope',
    sx: WIDE_ONLY,
    cell: (limit) => TRIP_LIMIT_SCOPE_LABELS[limit.scope],
  },
  {
    header: 'Name',
    sortKey: 'scopeName',
    cell: (limit) => (
      <>
        {limit.scopeName}
        <Typography variant="body2" sx={{ ...PHONE_ONLY, color: 'text.secondary' }}>
          {TRIP_LIMIT_SCOPE_LABELS[limit.scope]}
        </Typography>
      </>
    ),
  },
  {
    header: 'Most trips a month',
    sortKey: 'mostTripsAMonth',
    align: 'right',
    cell: (limit) => limit.mostTripsAMonth ?? '—',
  },
  {
    header: 'Most km a trip',
    sortKey: 'mostKilometresATrip',
    align: 'right',
    cellSx: nowrap,
    cell: (limit) =>
      limit.mostKilometresATrip ? formatKilometres(limit.mostKilometresATrip) : '—',
  },
  {
    header: 'From',
    sortKey: 'fromDate',
    cellSx: nowrap,
    cell: (limit) => (limit.fromDate ? formatCalendarDay(limit.fromDate) : 'Always'),
  },
];

const isSort = (key: string): key is Sort => (TRIP_LIMIT_SORTS as readonly string[]).includes(key);

const SCOPE_OPTIONS = TRIP_LIMIT_SCOPES.map((scope) => ({
  value: scope,
  label: TRIP_LIMIT_SCOPE_LABELS[scope],
}));

const limitName = (limit: TripLimit) =>
  `${TRIP_LIMIT_SCOPE_LABELS[limit.scope]} limit${limit.scope === 'everyone' ? '' : ` of ${limit.scopeName}`}`;

/** The URL's table state: filters, sort and page (spec §4 generic table). */
function readQuery(params: URLSearchParams, search: string): TripLimitsQuery {
  const sort = TRIP_LIMIT_SORTS.find((key) => key === params.get('sort')) ?? 'scope';
  return {
    search,
    scope: TRIP_LIMIT_SCOPES.find((scope) => scope === params.get('scope')),
    sort,
    direction: params.get('direction') === 'desc' ? 'desc' : 'asc',
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: PAGE_SIZE,
  };
}

type Editing = { limit?: TripLimit } | null;

/** Finance's monthly trip limits: for everyone, a client or one employee, the most specific winning. */
export function TripLimitsPanel() {
  const { params, update } = useTableParams();
  const [search, setSearch, appliedSearch] = useDebouncedParam(params, update, 'search');
  const query = readQuery(params, appliedSearch);
  const limits = useTripLimits(query);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<TripLimit | null>(null);
  const remove = useRemoveTripLimit(query, () => setRemoving(null));
  const actions: DataColumn<TripLimit> = {
    header: 'Actions',
    align: 'right',
    cellSx: { whiteSpace: 'nowrap', width: '1%' },
    cell: (limit) => (
      <>
        <Tooltip title="Edit">
          <IconButton aria-label={`Edit ${limitName(limit)}`} onClick={() => setEditing({ limit })}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Remove">
          <IconButton aria-label={`Remove ${limitName(limit)}`} onClick={() => setRemoving(limit)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </>
    ),
  };
  const items = limits.data?.items ?? [];
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack
          direction="row"
          role="search"
          aria-label="Filter trip limits"
          sx={{ gap: 1.5, flexWrap: 'wrap' }}
        >
          <SelectFilter
            label="For"
            value={query.scope ?? ''}
            options={SCOPE_OPTIONS}
            onChange={(value) => update({ scope: value })}
          />
          <TextField
            size="small"
            type="search"
            label="Search name"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ width: { xs: '100%', sm: 240 } }}
          />
        </Stack>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={!limits.data}
          onClick={() => setEditing({})}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          New limit
        </Button>
      </Stack>
      {limits.isPending ? (
        <PageLoader />
      ) : (
        <DataTable
          label="Monthly trip limits"
          rows={items}
          rowKey={(limit) => limit.id}
          columns={[...COLUMNS, actions]}
          sort={{
            by: query.sort,
            order: query.direction,
            onSort: (by, direction) => isSort(by) && update({ sort: by, direction }),
          }}
        />
      )}
      <PageFooter
        total={limits.data?.total}
        pageSize={PAGE_SIZE}
        page={query.page}
        label="Trip limits pages"
        onChange={(next) => update({ page: String(next) })}
      />
      {editing && limits.data && (
        <TripLimitDialog
          limit={editing.limit}
          query={query}
          options={limits.data.options}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove the ${removing ? limitName(removing) : ''}?`}
        onCancel={() => setRemoving(null)}
        onSubmit={() => removing && remove.mutate(removing.id)}
        loading={remove.isPending}
      >
        Trips are no longer held to it.
      </ConfirmDialog>
    </Stack>
  );
}
