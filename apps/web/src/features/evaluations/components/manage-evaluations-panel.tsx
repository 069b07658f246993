import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { errorText } from '../../../app/api/error-message.ts';
import { HttpError } from '../../../app/api/http-error.ts';
import { PageFooter } from '../../../app/pagination/page-footer.tsx';
import { useDebouncedParam } from '../../../app/routes/use-debounced-param.ts';
import { useTableParams } from '../../../app/routes/use-table-params.ts';
import { useApprovalSelection } from '../../../components/approval/use-approval-selection.ts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { useManageEvaluations } from '../api/get-manage-evaluations.ts';
import { useTeams } from '../api/get-teams.ts';
import { useMoveEvaluationsBulk } from '../api/move-evaluations-bulk.ts';
import {
  BULK_MOVES,
  type BulkMove,
  idsForMove,
  moveQuestion,
  moveRefusal,
} from '../manage-bulk-moves.ts';
import {
  MANAGE_EVALUATIONS_PAGE_SIZE,
  readManageEvaluationFilters,
} from '../manage-evaluations-filters.ts';
import { ManageEvaluationsFiltersBar } from './manage-evaluations-filters-bar.tsx';
import { ManageEvaluationsTable } from './manage-evaluations-table.tsx';

/** The year's evaluations of the user's teams, filtered in the URL, moved many at once. */
export function ManageEvaluationsPanel({ thisYear }: { thisYear: number }) {
  const { params, update } = useTableParams();
  const [search, setSearch, appliedSearch] = useDebouncedParam(params, update, 'search');
  const filters = { ...readManageEvaluationFilters(params, thisYear), search: appliedSearch };
  const evaluations = useManageEvaluations(filters);
  const teams = useTeams(filters.year);
  const selection = useApprovalSelection();
  const [moving, setMoving] = useState<BulkMove>();
  const [refusal, setRefusal] = useState<string>();
  const move = useMoveEvaluationsBulk(() => {
    selection.clear();
    setMoving(undefined);
  });
  const rows = evaluations.data?.items ?? [];
  const movingIds = moving ? idsForMove(rows, selection.selected, moving.action) : [];
  const filter = (changes: Record<string, string>) => {
    selection.clear();
    setRefusal(undefined);
    update(changes);
  };
  const refused = (error: unknown) => {
    setMoving(undefined);
    const body = error instanceof HttpError ? error.body : undefined;
    setRefusal(moveRefusal(body, errorText(error), movingIds, rows));
  };
  return (
    <Stack spacing={2}>
      <ManageEvaluationsFiltersBar
        year={filters.year}
        teamId={filters.teamId}
        state={filters.state}
        teams={teams.data?.items ?? []}
        counts={evaluations.data?.counts}
        search={search}
        onFilter={filter}
        onSearch={(next) => {
          selection.clear();
          setSearch(next);
        }}
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {BULK_MOVES.map((bulk) => {
          const count = idsForMove(rows, selection.selected, bulk.action).length;
          return (
            <Button
              key={bulk.action}
              variant={bulk.action === 'publish' ? 'contained' : 'outlined'}
              disabled={count === 0}
              onClick={() => {
                setRefusal(undefined);
                setMoving(bulk);
              }}
            >
              {bulk.label}
              {count > 0 ? ` (${count})` : ''}
            </Button>
          );
        })}
      </Stack>
      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(undefined)}>
          {refusal}
        </Alert>
      )}
      {evaluations.isPending ? (
        <PageLoader />
      ) : (
        <ManageEvaluationsTable rows={rows} selection={selection} />
      )}
      <PageFooter
        total={evaluations.data?.total}
        pageSize={MANAGE_EVALUATIONS_PAGE_SIZE}
        page={filters.page}
        label="Evaluations pages"
        onChange={(next) => update({ page: String(next) })}
      />
      <ConfirmDialog
        open={moving !== undefined}
        title={moving ? moveQuestion(moving, movingIds.length) : ''}
        submitLabel={moving?.label}
        loading={move.isPending}
        onCancel={() => setMoving(undefined)}
        onSubmit={() =>
          moving && move.mutate({ ids: movingIds, action: moving.action }, { onError: refused })
        }
      >
        {moving?.action === 'publish'
          ? 'Each employee is mailed and reads their evaluation from now on.'
          : 'Each employee may score their goals from now on.'}
      </ConfirmDialog>
    </Stack>
  );
}
