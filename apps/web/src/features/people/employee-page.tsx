import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { featurePieces } from '../../app/routes/feature-pieces.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { useEmployee } from './api/get-employee.ts';
import { EmployeeDetails } from './components/employee-details.tsx';
import { EmployeeHistory } from './components/employee-history.tsx';
import { ErasePersonButton } from './components/erase-person-button.tsx';
import { ExportPersonalDataButton } from './components/export-personal-data-button.tsx';

/** /app/employees/:id (hr, financial): Details, History, then the tabs other features lend. */
export function EmployeePage() {
  const lentTabs = featurePieces().employeePageTabs;
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const employee = useEmployee(id);
  const tabs = ['details', 'history', ...lentTabs.map((tab) => tab.value)];
  const current = tabs.includes(params.get('tab') ?? '')
    ? (params.get('tab') as string)
    : 'details';
  if (employee.isPending) return <PageLoader />;
  if (!employee.data) return <Typography>No Data</Typography>;
  const lent = lentTabs.find((tab) => tab.value === current);
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {employee.data.name}
        </Typography>
        <ExportPersonalDataButton personId={id} />
        <ErasePersonButton employee={employee.data} />
        <Tabs
          value={current}
          onChange={(_, value: string) => setParams({ tab: value }, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Employee sections"
          sx={{ mb: 2 }}
        >
          <Tab value="details" label="Details" />
          <Tab value="history" label="History" />
          {lentTabs.map((tab) => (
            <Tab key={tab.value} value={tab.value} label={tab.label} />
          ))}
        </Tabs>
        {current === 'details' && <EmployeeDetails employee={employee.data} />}
        {current === 'history' && <EmployeeHistory personId={id} />}
        {lent && (
          <Suspense fallback={<PageLoader />}>
            <lent.Panel personId={id} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
