import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useCurrentAccount } from '../../app/auth/current-account.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { dashboardQuery } from './api/get-dashboard.ts';
import { AwayCard } from './components/away-card.tsx';
import { DashboardCard } from './components/dashboard-card.tsx';
import { DashboardGrid } from './components/dashboard-grid.tsx';
import { FigureList } from './components/figure-list.tsx';
import { HolidaysCard } from './components/holidays-card.tsx';
import { LatestPostsCard } from './components/latest-posts-card.tsx';
import { OtherDashboardsCard } from './components/other-dashboards-card.tsx';
import { WelcomeBand } from './components/welcome-band.tsx';

/**
 * The dashboard at /app, from one call (GET /api/dashboard): the widgets the person's profiles
 * give, what waits for their decision, a way to the other dashboards they read, who is away, the
 * next holidays and the latest posts.
 */
export function DashboardPage() {
  const { data: account } = useCurrentAccount();
  const firstName = account?.name.split(' ')[0] ?? '';
  const dashboard = useQuery(dashboardQuery);
  const data = dashboard.data;
  return (
    <Stack spacing={3}>
      <WelcomeBand firstName={firstName} today={data?.today} />
      {dashboard.isPending && <PageLoader label="Loading the dashboard" />}
      {dashboard.isError && <Alert severity="error">The dashboard could not be loaded.</Alert>}
      {data && (
        <DashboardGrid>
          {data.pending.length > 0 && (
            <DashboardCard title="Waiting for you" caption="What you may decide now">
              <FigureList figures={data.pending} />
            </DashboardCard>
          )}
          {data.widgets.map((widget) => (
            <DashboardCard
              key={widget.key}
              title={widget.title}
              caption={widget.caption}
              link={widget.link}
            >
              <FigureList figures={widget.figures} />
            </DashboardCard>
          ))}
          <OtherDashboardsCard />
          <AwayCard away={data.away} />
          <HolidaysCard holidays={data.nextHolidays} />
          <LatestPostsCard posts={data.latestPosts} />
        </DashboardGrid>
      )}
    </Stack>
  );
}
