import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { APP_NOT_FOUND_PATH } from '../../app/navigation.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { useExportTeamReport } from './api/export-team-report.ts';
import { useTeamReport } from './api/get-team-report.ts';
import { ManageEvaluationsTable } from './components/manage-evaluations-table.tsx';
import { TeamReportCards } from './components/team-report-cards.tsx';
import { TeamReportProgress } from './components/team-report-progress.tsx';
import { TeamReportSpread } from './components/team-report-spread.tsx';
import { teamReportPath } from './manage-evaluation-paths.ts';
import { yearOf } from './manage-evaluations-filters.ts';

type View = 'overview' | 'members';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A team's year (one call, GET /api/evaluations/team-report): its numbers, progress and spread, or
 * (`/members`) each member with state and scores. The team is found by id: a stale name in the
 * address is replaced by the current one; an unknown team or year opens the not-found page.
 */
function TeamReport({ view }: { view: View }) {
  const { teamId = '', teamName = '', year: yearParam } = useParams();
  const year = yearOf(yearParam);
  const known = year !== undefined && UUID.test(teamId);
  const report = useTeamReport({ teamId, year: year ?? 0 }, known);
  const exportReport = useExportTeamReport();
  const navigate = useNavigate();
  const team = report.data?.team;
  const members = view === 'members';
  useEffect(() => {
    if (team && year !== undefined && team.name !== teamName) {
      navigate(teamReportPath(team, year, members), { replace: true });
    }
  }, [team, teamName, year, members, navigate]);
  if (!known) return <Navigate to={APP_NOT_FOUND_PATH} replace />;
  if (!report.data || !team) return <PageLoader />;
  return (
    <Card>
      <CardContent>
        <Stack spacing={3}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Typography variant="h5" component="h2">
              {team.name} · {year}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              loading={exportReport.isPending}
              onClick={() => exportReport.mutate({ teamId: team.id, year })}
            >
              Export XLSX
            </Button>
          </Stack>
          <Tabs value={view} aria-label="Team report views">
            <Tab
              value="overview"
              label="Overview"
              component={RouterLink}
              to={teamReportPath(team, year)}
            />
            <Tab
              value="members"
              label={`Members (${report.data.members.length})`}
              component={RouterLink}
              to={teamReportPath(team, year, true)}
            />
          </Tabs>
          {members ? (
            <ManageEvaluationsTable
              rows={report.data.members}
              label={`Members of ${team.name}`}
              showTeam={false}
            />
          ) : (
            <>
              <TeamReportCards report={report.data} />
              <TeamReportProgress progress={report.data.progress} />
              <TeamReportSpread spread={report.data.spread} />
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /app/manage-evaluations/report/team/:teamId/:teamName/:year (evaluator, cto). */
export function TeamReportPage() {
  return <TeamReport view="overview" />;
}

/** /app/manage-evaluations/report/team/:teamId/:teamName/:year/members (evaluator, cto). */
export function TeamMembersReportPage() {
  return <TeamReport view="members" />;
}
