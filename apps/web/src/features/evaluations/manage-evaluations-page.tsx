import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { TEAM_KEEPERS } from '@quadro/contract/evaluations';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import { useSearchParams } from 'react-router';
import { useCurrentAccount } from '../../app/auth/current-account.ts';
import { useCompanyCalendar } from '../../app/dates/company-today.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { CycleDatesPanel } from './components/cycle-dates-panel.tsx';
import { ManageEvaluationsPanel } from './components/manage-evaluations-panel.tsx';
import { TeamListPanel } from './components/team-list-panel.tsx';

const VIEWS = ['evaluations', 'teams', 'cycle'] as const;
type View = (typeof VIEWS)[number];

/**
 * /app/manage-evaluations (evaluator, cto): a year's evaluations of the user's teams, with filters
 * and bulk moves; the year's teams (`?view=teams`), which the CTO keeps; and for the CTO the year's
 * cycle dates (`?view=cycle`).
 */
export function ManageEvaluationsPage() {
  const [params, setParams] = useSearchParams();
  const account = useCurrentAccount();
  const isCto = holdsAnyProfile(account.data?.profiles ?? [], TEAM_KEEPERS);
  const views: View[] = isCto ? [...VIEWS] : ['evaluations', 'teams'];
  const view: View = views.find((name) => name === params.get('view')) ?? 'evaluations';
  const thisYear = useCompanyCalendar()?.thisYear;
  return (
    <Card>
      <CardContent>
        <Tabs
          value={view}
          onChange={(_, next: View) => setParams(next === 'evaluations' ? {} : { view: next })}
          aria-label="Evaluations views"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ mb: 2 }}
        >
          <Tab value="evaluations" label="Evaluations" />
          <Tab value="teams" label="Teams" />
          {isCto && <Tab value="cycle" label="Cycle" />}
        </Tabs>
        {thisYear === undefined ? (
          <PageLoader />
        ) : (
          <>
            {view === 'evaluations' && <ManageEvaluationsPanel thisYear={thisYear} />}
            {view === 'teams' && <TeamListPanel thisYear={thisYear} isCto={isCto} />}
            {view === 'cycle' && <CycleDatesPanel thisYear={thisYear} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
