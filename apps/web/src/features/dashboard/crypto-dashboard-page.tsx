import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CRYPTO_DASHBOARD_AUDIENCE } from '@quadro/contract/dashboard';
import { YEAR_RANGE } from '@quadro/contract/months';
import { useQuery } from '@tanstack/react-query';
import { useCompanyCalendar } from '../../app/dates/company-today.ts';
import { useTableParams } from '../../app/routes/use-table-params.ts';
import { YearStepper } from '../../components/filters/year-stepper.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { visuallyHidden } from '../../components/layout/visually-hidden.ts';
import { cryptoDashboardQuery } from './api/get-crypto-dashboard.ts';
import { CryptoSeriesTable } from './components/crypto-series-table.tsx';
import { NoDashboardData } from './components/no-dashboard-data.tsx';
import { useHoldsAny } from './use-holds-any.ts';

/** ?year= when it is a year the API takes, else none (the API answers the company's this year). */
function yearParam(raw: string | null): number | undefined {
  const year = Number(raw);
  return raw && Number.isInteger(year) && year >= YEAR_RANGE.min && year <= YEAR_RANGE.max
    ? year
    : undefined;
}

/** /app/crypto-dashboard: money per month against the year before, for financial and admin. */
export function CryptoDashboardPage() {
  const allowed = useHoldsAny(CRYPTO_DASHBOARD_AUDIENCE);
  const { params, update } = useTableParams();
  const crypto = useQuery(cryptoDashboardQuery(yearParam(params.get('year')), allowed));
  const calendar = useCompanyCalendar();
  if (!allowed) return <NoDashboardData />;
  if (!calendar) return <PageLoader label="Loading the dashboard" />;
  const year = crypto.data?.year;
  return (
    <Stack spacing={3}>
      <Typography component="h1" sx={visuallyHidden}>
        Money per month
      </Typography>
      {year !== undefined && (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Approved euros per month, against the year before
          </Typography>
          <YearStepper
            year={year}
            last={calendar.thisYear}
            onChange={(next) => update({ year: String(next) })}
          />
        </Stack>
      )}
      {crypto.isPending && <PageLoader label="Loading the dashboard" />}
      {crypto.isError && <Alert severity="error">The dashboard could not be loaded.</Alert>}
      {crypto.data && (
        <Stack
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {crypto.data.series.map((series) => (
            <CryptoSeriesTable key={series.key} series={series} year={crypto.data.year} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
