import Link from '@mui/material/Link';
import type { EvaluationRow } from '@quadro/contract/evaluation-calls';
import { EVALUATION_STATE_LABELS, formatScore } from '@quadro/contract/evaluation-rules';
import { Link as RouterLink } from 'react-router';
import { ApprovalQueue, type QueueColumn } from '../../../components/approval/approval-queue.tsx';
import type { ApprovalSelection } from '../../../components/approval/use-approval-selection.ts';
import { memberHistoryPath, memberReportPath, teamReportPath } from '../manage-evaluation-paths.ts';

const score = (value: string | null) => (value === null ? '—' : formatScore(value));
const RIGHT = { textAlign: 'right' } as const;

/** Where a row's member opens: their year in their team, or their history when in none. */
const memberLink = (row: EvaluationRow) =>
  row.team ? memberReportPath(row.team.id, row.member.id) : memberHistoryPath(row.member.id);

const MEMBER: QueueColumn<EvaluationRow> = {
  header: 'Member',
  cell: (row) => (
    <Link component={RouterLink} to={memberLink(row)}>
      {row.member.name}
    </Link>
  ),
};
const TEAM: QueueColumn<EvaluationRow> = {
  header: 'Team',
  cell: (row) =>
    row.team ? (
      <Link component={RouterLink} to={teamReportPath(row.team, row.year)}>
        {row.team.name}
      </Link>
    ) : (
      '—'
    ),
};
const NUMBERS: QueueColumn<EvaluationRow>[] = [
  { header: 'Goals', cell: (row) => row.goalsCount, sx: RIGHT, headerSx: RIGHT },
  { header: 'Self score', cell: (row) => score(row.selfScore), sx: RIGHT, headerSx: RIGHT },
  { header: 'Final score', cell: (row) => score(row.finalScore), sx: RIGHT, headerSx: RIGHT },
  { header: 'Acknowledged', cell: (row) => (row.acknowledged ? 'Yes' : 'No') },
];

/**
 * The year's evaluations: member and team links, state, goals and scores; managed rows can be
 * picked. A team's own report leaves the team column out.
 */
export function ManageEvaluationsTable({
  rows,
  selection,
  label = 'Evaluations',
  showTeam = true,
}: {
  rows: readonly EvaluationRow[];
  selection?: ApprovalSelection;
  label?: string;
  showTeam?: boolean;
}) {
  return (
    <ApprovalQueue
      label={label}
      scrollLabel={`${label}, scrollable`}
      rows={rows}
      rowKey={(row) => row.id}
      columns={showTeam ? [MEMBER, TEAM] : [MEMBER]}
      status={(row) => row.state}
      statusLabels={EVALUATION_STATE_LABELS}
      trailingColumns={NUMBERS}
      selection={
        selection && {
          ...selection,
          canPick: (row) => row.hasPermissionToManageMember,
          pickLabel: (row) => `Pick ${row.member.name}`,
          pickAllLabel: 'Pick every evaluation of the page you manage',
        }
      }
    />
  );
}
