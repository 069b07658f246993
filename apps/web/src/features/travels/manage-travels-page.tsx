import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { KilometreMonthsPanel } from './components/kilometre-months-panel.tsx';
import { KilometreRatesPanel } from './components/kilometre-rates-panel.tsx';

/**
 * /app/manage-travels (financial): the kilometre-map months finance decides, and the prices per
 * kilometre (`?view=rates`).
 */
export function ManageTravelsPage() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'rates' ? 'rates' : 'months';
  return (
    <Card>
      <CardContent>
        <Tabs
          value={view}
          onChange={(_, next: string) => setParams(next === 'rates' ? { view: next } : {})}
          aria-label="Travels views"
          sx={{ mb: 2 }}
        >
          <Tab value="months" label="Kilometre maps" />
          <Tab value="rates" label="Price per kilometre" />
        </Tabs>
        {view === 'months' ? (
          <KilometreMonthsPanel thisYear={new Date().getFullYear()} />
        ) : (
          <KilometreRatesPanel />
        )}
      </CardContent>
    </Card>
  );
}
