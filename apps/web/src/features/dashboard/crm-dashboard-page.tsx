import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CRM_DASHBOARD_AUDIENCE,
  type CrmDashboard,
  PROJECTS_ENDING_WITHIN_DAYS,
} from '@quadro/contract/dashboard';
import { formatCalendarDay, formatMonth } from '@quadro/contract/formatting';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { visuallyHidden } from '../../components/layout/visually-hidden.ts';
import { crmDashboardQuery } from './api/get-crm-dashboard.ts';
import { CrmClientList } from './components/crm-client-list.tsx';
import { DashboardCard } from './components/dashboard-card.tsx';
import { DashboardGrid } from './components/dashboard-grid.tsx';
import { FigureList } from './components/figure-list.tsx';
import { ListLink } from './components/list-link.tsx';
import { NoDashboardData } from './components/no-dashboard-data.tsx';
import { useHoldsAny } from './use-holds-any.ts';

function EndingSoon({ projects }: { projects: CrmDashboard['endingSoon'] }) {
  if (projects.length === 0) {
    return (
      <Typography variant="body2">
        No project ends within {PROJECTS_ENDING_WITHIN_DAYS} days.
      </Typography>
    );
  }
  return (
    <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {projects.map((project) => (
        <li key={project.projectId}>
          <ListLink href={project.href} variant="body2" sx={{ fontWeight: 600 }}>
            {project.name}
          </ListLink>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {project.code} · {project.clientName} · ends {formatCalendarDay(project.endDate)}
          </Typography>
        </li>
      ))}
    </Stack>
  );
}

function CrmCards({ data }: { data: CrmDashboard }) {
  return (
    <DashboardGrid>
      <DashboardCard
        title="Active projects"
        link={{ label: 'Open the projects', href: '/app/projects' }}
      >
        <FigureList figures={[data.activeProjects]} />
      </DashboardCard>
      <DashboardCard title="Hours per client" caption={formatMonth(data.month)}>
        <CrmClientList
          rows={data.hoursPerClient.map(({ clientId, clientName, hours }) => ({
            clientId,
            clientName,
            figure: hours,
          }))}
          nameOf={(row) => `of ${row.clientName} in ${formatMonth(data.month)}`}
          empty="No hours recorded this month."
        />
      </DashboardCard>
      <DashboardCard title="People per client" caption="Enabled employees today">
        <Stack spacing={2}>
          <CrmClientList
            rows={data.peoplePerClient.map(({ clientId, clientName, people }) => ({
              clientId,
              clientName,
              figure: people,
            }))}
            nameOf={(row) => `people at ${row.clientName}`}
            empty="Nobody works at a client today."
          />
          <FigureList figures={[data.withoutClient]} />
        </Stack>
      </DashboardCard>
      <DashboardCard
        title="Projects ending soon"
        caption={`Within ${PROJECTS_ENDING_WITHIN_DAYS} days`}
      >
        <EndingSoon projects={data.endingSoon} />
      </DashboardCard>
    </DashboardGrid>
  );
}

/** /app/crm-dashboard: clients and projects for admin, comercial and hr; 'No Data' for the rest. */
export function CrmDashboardPage() {
  const allowed = useHoldsAny(CRM_DASHBOARD_AUDIENCE);
  const crm = useQuery(crmDashboardQuery(allowed));
  if (!allowed) return <NoDashboardData />;
  return (
    <Stack spacing={3}>
      <Typography component="h1" sx={visuallyHidden}>
        Clients and projects
      </Typography>
      {crm.isPending && <PageLoader label="Loading the dashboard" />}
      {crm.isError && <Alert severity="error">The dashboard could not be loaded.</Alert>}
      {crm.data && <CrmCards data={crm.data} />}
    </Stack>
  );
}
