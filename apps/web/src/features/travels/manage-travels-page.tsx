import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { useCompanyCalendar } from '../../app/dates/company-today.ts';
import { featurePieces } from '../../app/routes/feature-pieces.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';

/**
 * /app/manage-travels (financial): the tabs the travels features lend (`?view=`, the first one
 * without): the kilometre-map months finance decides, the road trips with their receipts, the
 * year's totals, the prices per kilometre and the monthly trip limits; the links they lend above.
 */
export function ManageTravelsPage() {
  const { manageTabs, manageLinks } = featurePieces().travels;
  const [params, setParams] = useSearchParams();
  const [first] = manageTabs;
  const tab = manageTabs.find(({ view }) => view === params.get('view')) ?? first;
  const thisYear = useCompanyCalendar()?.thisYear;
  if (!tab) return null;
  return (
    <Card>
      <CardContent>
        <Tabs
          value={tab.view}
          onChange={(_, next: string) => setParams(next === first?.view ? {} : { view: next })}
          aria-label="Travels views"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ mb: 2 }}
        >
          {manageTabs.map(({ view, label }) => (
            <Tab key={view} value={view} label={label} />
          ))}
        </Tabs>
        {manageLinks.map(({ name, Link }) => (
          <Link key={name} />
        ))}
        {!tab.yearly ? (
          <tab.Panel />
        ) : thisYear === undefined ? (
          <PageLoader />
        ) : (
          <tab.Panel thisYear={thisYear} />
        )}
      </CardContent>
    </Card>
  );
}
