import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EVALUATION_STATE_LABELS, EVALUATION_STATES } from '@quadro/contract/evaluation-rules';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { manageEvaluationsQuery } from '../api/get-manage-evaluations.ts';
import { manageEvaluationsPath } from '../manage-evaluation-paths.ts';

/** An evaluator's evaluations of this year by state, each a link to the list filtered by it. */
export function ManageEvaluationsWidget() {
  const year = new Date().getFullYear();
  const evaluations = useQuery(manageEvaluationsQuery({ year, pageSize: 1 }));
  const counts = evaluations.data?.counts;
  return (
    <Card component="section" aria-labelledby="manage-evaluations-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography
          id="manage-evaluations-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600 }}
        >
          Evaluations {year}
        </Typography>
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          {EVALUATION_STATES.map((state) => (
            <Link
              key={state}
              component={RouterLink}
              to={manageEvaluationsPath({ year, state })}
              variant="body2"
            >
              {EVALUATION_STATE_LABELS[state]}: {counts?.[state] ?? 0}
            </Link>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
