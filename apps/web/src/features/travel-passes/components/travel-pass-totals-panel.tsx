import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuros, formatNumber } from '@quadro/contract/formatting';
import { PageFooter } from '../../../app/pagination/page-footer.tsx';
import { useDebouncedParam } from '../../../app/routes/use-debounced-param.ts';
import { useTableParams } from '../../../app/routes/use-table-params.ts';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { YearTotalsTable } from '../../../components/totals/year-totals-table.tsx';
import { YearTotalsToolbar } from '../../../components/totals/year-totals-toolbar.tsx';
import { useExportTravelPassTotals } from '../api/export-travel-pass-totals.ts';
import { useTravelPassTotals } from '../api/get-travel-pass-totals.ts';

const PAGE_SIZE = 20;
const amount = (value: string | null) => (value === null ? '—' : formatNumber(value));

/** Finance: a year's approved passes per employee and month, the company's row, and the exports. */
export function TravelPassTotalsPanel({ thisYear }: { thisYear: number }) {
  const { params, update } = useTableParams();
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= thisYear ? asked : thisYear;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch, appliedSearch] = useDebouncedParam(params, update, 'search');
  const totals = useTravelPassTotals({ year, search: appliedSearch, page, pageSize: PAGE_SIZE });
  const exporting = useExportTravelPassTotals();
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
          Approved in {year}: {formatEuros(company.total)}
        </Typography>
      )}
      {totals.isPending ? (
        <PageLoader />
      ) : (
        <YearTotalsTable
          label={`Travel pass totals ${year} in euros`}
          rows={totals.data?.items ?? []}
          company={company}
          renderCell={amount}
        />
      )}
      <PageFooter
        total={totals.data?.total}
        pageSize={PAGE_SIZE}
        page={page}
        label="Travel pass totals pages"
        onChange={(next) => update({ page: String(next) })}
      />
    </Stack>
  );
}
