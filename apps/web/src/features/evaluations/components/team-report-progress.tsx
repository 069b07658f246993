import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EvaluationStateCounts } from '@quadro/contract/evaluation-calls';
import { EVALUATION_STATE_LABELS, EVALUATION_STATES } from '@quadro/contract/evaluation-rules';
import { shareOf } from '../team-report-numbers.ts';

export const STATE_COLOURS = {
  GoalSetting: 'grey.500',
  SelfAssessment: 'info.main',
  EvaluatorAssessment: 'warning.main',
  Published: 'success.main',
  Suspended: 'error.light',
} as const;

/** How far the team's cycle is: one bar split by state, and each state's count beside its colour. */
export function TeamReportProgress({ progress }: { progress: EvaluationStateCounts }) {
  const total = EVALUATION_STATES.reduce((sum, state) => sum + progress[state], 0);
  return (
    <Box component="section" aria-labelledby="cycle-progress-title">
      <Typography
        id="cycle-progress-title"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600 }}
      >
        Cycle progress
      </Typography>
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          height: 16,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          my: 1,
        }}
      >
        {EVALUATION_STATES.map((state) => (
          <Box
            key={state}
            sx={{ width: `${shareOf(progress[state], total)}%`, bgcolor: STATE_COLOURS[state] }}
          />
        ))}
      </Box>
      <Stack
        component="ul"
        direction="row"
        sx={{ gap: 2, flexWrap: 'wrap', p: 0, m: 0, listStyle: 'none' }}
      >
        {EVALUATION_STATES.map((state) => (
          <Stack
            component="li"
            key={state}
            direction="row"
            sx={{ gap: 0.75, alignItems: 'center' }}
          >
            <Box
              aria-hidden
              sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: STATE_COLOURS[state] }}
            />
            <Typography variant="body2">
              {EVALUATION_STATE_LABELS[state]}: {progress[state]}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
