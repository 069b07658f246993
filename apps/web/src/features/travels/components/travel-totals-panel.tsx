import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuros } from '@quadro/contract/formatting';
import type { ApprovedSum } from '@quadro/contract/travels';
import { PageFooter } from '../../../app/pagination/page-footer.tsx';
import { useDebouncedParam } from '../../../app/routes/use-debounced-param.ts';
import { useTableParams } from '../../../app/routes/use-table-params.ts';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { YearTotalsTable } from '../../../components/totals/year-totals-table.tsx';
import { YearTotalsToolbar } from '../../../components/totals/year-totals-toolbar.tsx';
import { useExportTravelTotals } from '../api/export-travel-totals.ts';
import { useTravelTotals } from '../api/get-travel-totals.ts';
import { formatKilometres } from '../travel-numbers.ts';

const PAGE_SIZE = 20;

function SumCell({ sum }: { sum: ApprovedSum | null }) {
  if (!sum) return '—';
  return (
    <>
      {formatEuros(sum.value)}
      <Typography component="span" variant="caption" sx={{ display: 'block' }}>
        {formatKilometres(sum.kilometres)}
      </Typography>
    </>
  );
}

/** Finance: a year's approved kilometre-map months per employee and month, and the exports. */
export function TravelTotalsPanel({ thisYear }: { thisYear: number }) {
  const { params, update } = useTableParams();
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= thisYear ? asked : thisYear;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch, appliedSearch] = useDebouncedParam(params, update, 'search');
  const totals = useTravelTotals({ year, search: appliedSearch, page, pageSize: PAGE_SIZE });
  const exporting = useExportTravelTotals();
  const company = totals.data?.company;
  return (
    <Stack spacing={2}>
      <YearTotalsToolbar
        year={year}
        thisYear={thisYear}
        onYear={(next) => update({ year: String(next) })}
        onExport={(format) => exporting.mutate({ year, format })}
        exporting={exporting.isPending}
        search={search}
        onSearch={setSearch}
      />
      {company && (
        <Typography variant="body2" role="status">
          Approved in {year}: {formatEuros(company.total.value)} ·{' '}
          {formatKilometres(company.total.kilometres)}
        </Typography>
      )}
      {totals.isPending ? (
        <PageLoader />
      ) : (
        <YearTotalsTable
          label={`Kilometre map totals ${year}`}
          rows={totals.data?.items ?? []}
          company={company}
          renderCell={(sum) => <SumCell sum={sum} />}
        />
      )}
      <PageFooter
        total={totals.data?.total}
        pageSize={PAGE_SIZE}
        page={page}
        label="Kilometre map totals pages"
        onChange={(next) => update({ page: String(next) })}
      />
    </Stack>
  );
}
