import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TeamReport } from '@quadro/contract/evaluation-calls';
import { shareOf } from '../team-report-numbers.ts';

/** Published final scores over the five scores: a bar per score, as long as its share of the most. */
export function TeamReportSpread({ spread }: { spread: TeamReport['spread'] }) {
  const most = Math.max(0, ...spread.map((entry) => entry.count));
  return (
    <Box component="section" aria-labelledby="score-spread-title">
      <Typography
        id="score-spread-title"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600 }}
      >
        Spread of final scores
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(160px, 220px) 1fr auto' },
          columnGap: 1.5,
          rowGap: 1,
          alignItems: 'center',
          my: 1,
        }}
      >
        {spread.map((entry) => (
          <Box key={entry.score} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {entry.score} · {entry.label}
            </Typography>
            <Box
              aria-hidden
              sx={{
                display: { xs: 'none', sm: 'block' },
                bgcolor: 'action.hover',
                borderRadius: 1,
                height: 14,
              }}
            >
              <Box
                sx={{
                  width: `${shareOf(entry.count, most)}%`,
                  height: '100%',
                  borderRadius: 1,
                  bgcolor: 'primary.main',
                }}
              />
            </Box>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, textAlign: 'right', minWidth: 24 }}
            >
              {entry.count}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
