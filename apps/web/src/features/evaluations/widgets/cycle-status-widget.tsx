import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatScore } from '@quadro/contract/evaluation-rules';
import { Link as RouterLink } from 'react-router';
import { localDay } from '../../../app/dates/local-calendar.ts';
import { useMyEvaluations } from '../api/get-my-evaluations.ts';
import { cycleStageText } from '../cycle-stage.ts';

/** The employee's year: what the cycle asks of them now, and their last published final score. */
export function CycleStatusWidget() {
  const mine = useMyEvaluations();
  const last = mine.data?.published.find((evaluation) => evaluation.finalScore !== null);
  return (
    <Card component="section" aria-labelledby="cycle-status-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography
          id="cycle-status-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600 }}
        >
          My evaluation
        </Typography>
        {mine.data && (
          <>
            <Typography variant="body2" sx={{ my: 1 }}>
              {cycleStageText(mine.data.cycle, localDay(new Date()))}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {last?.finalScore
                ? `Last published score: ${formatScore(last.finalScore)} (${last.year})`
                : 'No evaluation of yours was published yet.'}
            </Typography>
          </>
        )}
        <Link component={RouterLink} to="/app/evaluations" variant="body2">
          Open my evaluations
        </Link>
      </CardContent>
    </Card>
  );
}
