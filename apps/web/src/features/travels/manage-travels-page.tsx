import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { KilometreMonthsPanel } from './components/kilometre-months-panel.tsx';
import { KilometreRatesPanel } from './components/kilometre-rates-panel.tsx';
import { TripJustificationLink } from './components/trip-justification-link.tsx';
import { TripLimitsPanel } from './components/trip-limits-panel.tsx';

const VIEWS = ['months', 'rates', 'trip-limits'] as const;

/**
 * /app/manage-travels (financial): the kilometre-map months finance decides, the prices per
 * kilometre (`?view=rates`), the monthly trip limits (`?view=trip-limits`) and a link to the
 * trips justification.
 */
export function ManageTravelsPage() {
  const [params, setParams] = useSearchParams();
  const view = VIEWS.find((name) => name === params.get('view')) ?? 'months';
  return (
    <Card>
      <CardContent>
        <Tabs
          value={view}
          onChange={(_, next: string) => setParams(next === 'months' ? {} : { view: next })}
          aria-label="Travels views"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2 }}
        >
          <Tab value="months" label="Kilometre maps" />
          <Tab value="rates" label="Price per kilometre" />
          <Tab value="trip-limits" label="Trip limits" />
        </Tabs>
        <TripJustificationLink />
        {view === 'months' && <KilometreMonthsPanel thisYear={new Date().getFullYear()} />}
        {view === 'rates' && <KilometreRatesPanel />}
        {view === 'trip-limits' && <TripLimitsPanel />}
      </CardContent>
    </Card>
  );
}
