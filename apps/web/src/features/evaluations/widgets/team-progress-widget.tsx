import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { manageEvaluationsQuery } from '../api/get-manage-evaluations.ts';
import { ALL_TEAMS_PAGE_SIZE, teamsQuery } from '../api/get-teams.ts';
import { teamReportPath } from '../manage-evaluation-paths.ts';
import { teamProgress } from '../team-progress.ts';
import { shareOf } from '../team-report-numbers.ts';

/** The most evaluations the card reads in its one list call (the list's largest page). */
const EVALUATIONS_READ = 500;

/** The CTO's teams this year: published of each team's evaluations, each opening its report. */
export function TeamProgressWidget() {
  const year = new Date().getFullYear();
  const teams = useQuery(teamsQuery({ year, pageSize: ALL_TEAMS_PAGE_SIZE }));
  const evaluations = useQuery(manageEvaluationsQuery({ year, pageSize: EVALUATIONS_READ }));
  const progress = teamProgress(teams.data?.items ?? [], evaluations.data?.items ?? []);
  const partial = (evaluations.data?.total ?? 0) > EVALUATIONS_READ;
  return (
    <Card component="section" aria-labelledby="team-progress-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography
          id="team-progress-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600 }}
        >
          Teams' evaluations {year}
        </Typography>
        {teams.data && progress.length === 0 && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            No Data
          </Typography>
        )}
        <Stack component="ul" spacing={1} sx={{ mt: 1, p: 0, listStyle: 'none' }}>
          {progress.map(({ team, evaluations: total, published }) => (
            <Box component="li" key={team.id}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Link component={RouterLink} to={teamReportPath(team, year)} variant="body2">
                  {team.name}
                </Link>
                <Typography variant="body2">
                  {published} of {total} published
                </Typography>
              </Stack>
              <Box
                aria-hidden
                sx={{ height: 6, borderRadius: 1, bgcolor: 'action.hover', mt: 0.5 }}
              >
                <Box
                  sx={{
                    width: `${shareOf(published, total)}%`,
                    height: '100%',
                    borderRadius: 1,
                    bgcolor: 'success.main',
                  }}
                />
              </Box>
            </Box>
          ))}
        </Stack>
        {partial && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Counted over the first {EVALUATIONS_READ} evaluations of the year.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
