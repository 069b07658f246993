import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { useCompanyCalendar } from '../../app/dates/company-today.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { TravelPassMonthPanel } from './components/travel-pass-month-panel.tsx';
import { TravelPassTotalsPanel } from './components/travel-pass-totals-panel.tsx';

/**
 * /app/manage-travel-pass (financial): a month's passes decided one by one, or a year's approved
 * totals per employee and month (`?view=totals`).
 */
export function ManageTravelPassPage() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'totals' ? 'totals' : 'month';
  const calendar = useCompanyCalendar();
  return (
    <Card>
      <CardContent>
        <Tabs
          value={view}
          onChange={(_, next: string) => setParams(next === 'totals' ? { view: next } : {})}
          aria-label="Travel pass views"
          sx={{ mb: 2 }}
        >
          <Tab value="month" label="Month" />
          <Tab value="totals" label="Totals" />
        </Tabs>
        {!calendar ? (
          <PageLoader />
        ) : view === 'month' ? (
          <TravelPassMonthPanel thisMonth={calendar.thisMonth} />
        ) : (
          <TravelPassTotalsPanel thisYear={calendar.thisYear} />
        )}
      </CardContent>
    </Card>
  );
}
