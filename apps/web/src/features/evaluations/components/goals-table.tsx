import Typography from '@mui/material/Typography';
import type { GoalView } from '@quadro/contract/evaluation-calls';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';
import { scoreText } from './score-options.ts';

const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
const PHONE_ONLY = { display: { xs: 'block', md: 'none' } } as const;

/** A score and the comment under it. */
function Scored({ score, comment }: { score: number | null; comment: string | null }) {
  return (
    <>
      <Typography variant="body2">{scoreText(score)}</Typography>
      {comment && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
          {comment}
        </Typography>
      )}
    </>
  );
}

/** On phones the goal's one cell carries its target, weight and scores too. */
function PhoneDetails({ goal, scores }: { goal: GoalView; scores: boolean }) {
  return (
    <Typography component="div" variant="body2" sx={{ ...PHONE_ONLY, mt: 1 }}>
      <div>
        Target: {goal.target} · Weight {goal.weight}%
      </div>
      {scores && (
        <>
          <Typography variant="caption" component="div" sx={{ mt: 1 }}>
            Self-assessment
          </Typography>
          <Scored score={goal.selfScore} comment={goal.selfComment} />
          <Typography variant="caption" component="div" sx={{ mt: 1 }}>
            Evaluator
          </Typography>
          <Scored score={goal.evaluatorScore} comment={goal.evaluatorComment} />
        </>
      )}
    </Typography>
  );
}

const TOP = { verticalAlign: 'top' } as const;

/** On phones the goal's cell carries the other columns too. */
const goalColumn = (scores: boolean): DataColumn<GoalView> => ({
  header: 'Goal',
  cellSx: { ...TOP, minWidth: 180 },
  cell: (goal) => (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {goal.title}
      </Typography>
      {goal.description && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
          {goal.description}
        </Typography>
      )}
      <PhoneDetails goal={goal} scores={scores} />
    </>
  ),
});

const DETAIL_COLUMNS: readonly DataColumn<GoalView>[] = [
  {
    header: 'Target',
    sx: WIDE_ONLY,
    cellSx: { ...TOP, minWidth: 140 },
    cell: (goal) => goal.target,
  },
  {
    header: 'Weight',
    align: 'right',
    sx: WIDE_ONLY,
    cellSx: TOP,
    cell: (goal) => `${goal.weight}%`,
  },
];

const SCORE_COLUMNS: readonly DataColumn<GoalView>[] = [
  {
    header: 'Self-assessment',
    sx: WIDE_ONLY,
    cellSx: { ...TOP, minWidth: 160 },
    cell: (goal) => <Scored score={goal.selfScore} comment={goal.selfComment} />,
  },
  {
    header: 'Evaluator',
    sx: WIDE_ONLY,
    cellSx: { ...TOP, minWidth: 160 },
    cell: (goal) => <Scored score={goal.evaluatorScore} comment={goal.evaluatorComment} />,
  },
];

/**
 * The year's goals: title, description, target and weight, and when `scores` is on the employee's
 * own score and comment beside the evaluator's.
 */
export function GoalsTable({
  goals,
  scores = true,
}: {
  goals: readonly GoalView[];
  scores?: boolean;
}) {
  return (
    <DataTable
      label="Goals"
      rows={goals}
      rowKey={(row) => row.id}
      columns={[goalColumn(scores), ...DETAIL_COLUMNS, ...(scores ? SCORE_COLUMNS : [])]}
      hover={false}
    />
  );
}
