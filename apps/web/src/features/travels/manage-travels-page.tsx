import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { KilometreMonthsPanel } from './components/kilometre-months-panel.tsx';
import { KilometreRatesPanel } from './components/kilometre-rates-panel.tsx';
import { TravelTotalsPanel } from './components/travel-totals-panel.tsx';

const VIEWS = ['months', 'totals', 'rates'] as const;
type View = (typeof VIEWS)[number];

/**
 * /app/manage-travels (financial): the kilometre-map months finance decides, the year's totals
 * (`?view=totals`) and the prices per kilometre (`?view=rates`).
 */
export function ManageTravelsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view: View = VIEWS.find((name) => name === asked) ?? 'months';
  const thisYear = new Date().getFullYear();
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
          <Tab value="totals" label="Totals" />
          <Tab value="rates" label="Price per kilometre" />
        </Tabs>
        {view === 'months' && <KilometreMonthsPanel thisYear={thisYear} />}
        {view === 'totals' && <TravelTotalsPanel thisYear={thisYear} />}
        {view === 'rates' && <KilometreRatesPanel />}
      </CardContent>
    </Card>
  );
}
