import Typography from '@mui/material/Typography';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { useSalaryHistory } from '../api/get-salary-history.ts';
import { SalaryTimeline } from './salary-timeline.tsx';

/** My profile's Salary tab: the signed-in user's own salary history, loaded when it opens. */
export function OwnSalaryPanel() {
  const history = useSalaryHistory();
  if (history.isPending) return <PageLoader />;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Salary history
      </Typography>
      <SalaryTimeline entries={history.data ?? []} />
    </>
  );
}
