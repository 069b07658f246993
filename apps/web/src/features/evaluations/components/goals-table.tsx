import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GoalView } from '@quadro/contract/evaluation-calls';
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
    <TableContainer>
      <Table size="small" aria-label="Goals">
        <TableHead>
          <TableRow>
            <TableCell>Goal</TableCell>
            <TableCell sx={WIDE_ONLY}>Target</TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              Weight
            </TableCell>
            {scores && <TableCell sx={WIDE_ONLY}>Self-assessment</TableCell>}
            {scores && <TableCell sx={WIDE_ONLY}>Evaluator</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {goals.map((goal) => (
            <TableRow key={goal.id}>
              <TableCell sx={{ ...TOP, minWidth: 180 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {goal.title}
                </Typography>
                {goal.description && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ whiteSpace: 'pre-wrap' }}
                  >
                    {goal.description}
                  </Typography>
                )}
                <PhoneDetails goal={goal} scores={scores} />
              </TableCell>
              <TableCell sx={{ ...TOP, ...WIDE_ONLY, minWidth: 140 }}>{goal.target}</TableCell>
              <TableCell align="right" sx={{ ...TOP, ...WIDE_ONLY }}>
                {goal.weight}%
              </TableCell>
              {scores && (
                <TableCell sx={{ ...TOP, ...WIDE_ONLY, minWidth: 160 }}>
                  <Scored score={goal.selfScore} comment={goal.selfComment} />
                </TableCell>
              )}
              {scores && (
                <TableCell sx={{ ...TOP, ...WIDE_ONLY, minWidth: 160 }}>
                  <Scored score={goal.evaluatorScore} comment={goal.evaluatorComment} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
