import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { useCompanyCalendar } from '../../app/dates/company-today.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { KilometreMonthsPanel } from '../kilometre-maps/components/kilometre-months-panel.tsx';
import { KilometreRatesPanel } from '../kilometre-maps/components/kilometre-rates-panel.tsx';
import { TripJustificationLink } from '../monthly-trips/components/trip-justification-link.tsx';
import { TripLimitsPanel } from '../monthly-trips/components/trip-limits-panel.tsx';
import { RoadTripsPanel } from '../road-trips/components/road-trips-panel.tsx';
import { TravelTotalsPanel } from './components/travel-totals-panel.tsx';

const VIEWS = ['months', 'road-trips', 'totals', 'rates', 'trip-limits'] as const;
type View = (typeof VIEWS)[number];

/**
 * /app/manage-travels (financial): the kilometre-map months finance decides, the road trips with
 * their receipts (`?view=road-trips`), the year's totals (`?view=totals`), the prices per
 * kilometre (`?view=rates`), the monthly trip limits (`?view=trip-limits`) and a link to the
 * trips justification.
 */
export function ManageTravelsPage() {
  const [params, setParams] = useSearchParams();
  const view: View = VIEWS.find((name) => name === params.get('view')) ?? 'months';
  const thisYear = useCompanyCalendar()?.thisYear;
  return (
    <Card>
      <CardContent>
        <Tabs
          value={view}
          onChange={(_, next: View) => setParams(next === 'months' ? {} : { view: next })}
          aria-label="Travels views"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ mb: 2 }}
        >
          <Tab value="months" label="Kilometre maps" />
          <Tab value="road-trips" label="Road trips" />
          <Tab value="totals" label="Totals" />
          <Tab value="rates" label="Price per kilometre" />
          <Tab value="trip-limits" label="Trip limits" />
        </Tabs>
        <TripJustificationLink />
        {thisYear === undefined && view !== 'rates' && view !== 'trip-limits' && <PageLoader />}
        {thisYear !== undefined && view === 'months' && (
          <KilometreMonthsPanel thisYear={thisYear} />
        )}
        {thisYear !== undefined && view === 'road-trips' && <RoadTripsPanel thisYear={thisYear} />}
        {thisYear !== undefined && view === 'totals' && <TravelTotalsPanel thisYear={thisYear} />}
        {view === 'rates' && <KilometreRatesPanel />}
        {view === 'trip-limits' && <TripLimitsPanel />}
      </CardContent>
    </Card>
  );
}
