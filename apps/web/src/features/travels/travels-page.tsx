import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { useCompanyCalendar } from '../../app/dates/company-today.ts';
import { featurePieces } from '../../app/routes/feature-pieces.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { useTravelState } from './api/get-travel-state.ts';

const YEAR = /^\d{4}$/;

/**
 * /app/travels (employee): a year's travel state (this year unless `?year=`) and the sections the
 * travels features lend it: the kilometre map, the trips justifying each approved month and the
 * year's road trips.
 */
export function TravelsPage() {
  const calendar = useCompanyCalendar();
  return calendar ? <TravelsOfYear thisYear={calendar.thisYear} /> : <PageLoader />;
}

function TravelsOfYear({ thisYear }: { thisYear: number }) {
  const [params, setParams] = useSearchParams();
  const year = YEAR.test(params.get('year') ?? '') ? Number(params.get('year')) : thisYear;
  const state = useTravelState(year);
  const onYear = (next: number) => setParams(next === thisYear ? {} : { year: String(next) });
  return (
    <Stack spacing={2}>
      {featurePieces().travels.yearSections.map(({ name, Section }) => (
        <Section key={name} year={year} thisYear={thisYear} onYear={onYear} state={state.data} />
      ))}
    </Stack>
  );
}
