import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GoalView } from '@quadro/contract/evaluation-calls';
import { scoreText } from './score-options.ts';

/** A score and the comment under it. */
function ScoreCell({ score, comment }: { score: number | null; comment: string | null }) {
  return (
    <TableCell sx={{ verticalAlign: 'top', minWidth: 160 }}>
      <Typography variant="body2">{scoreText(score)}</Typography>
      {comment && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
          {comment}
        </Typography>
      )}
    </TableCell>
  );
}

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
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Goals">
        <TableHead>
          <TableRow>
            <TableCell>Goal</TableCell>
            <TableCell>Target</TableCell>
            <TableCell align="right">Weight</TableCell>
            {scores && <TableCell>Self-assessment</TableCell>}
            {scores && <TableCell>Evaluator</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {goals.map((goal) => (
            <TableRow key={goal.id}>
              <TableCell sx={{ verticalAlign: 'top', minWidth: 180 }}>
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
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top', minWidth: 140 }}>{goal.target}</TableCell>
              <TableCell align="right" sx={{ verticalAlign: 'top' }}>
                {goal.weight}%
              </TableCell>
              {scores && <ScoreCell score={goal.selfScore} comment={goal.selfComment} />}
              {scores && <ScoreCell score={goal.evaluatorScore} comment={goal.evaluatorComment} />}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
