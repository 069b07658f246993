import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuros, formatNumber } from '@quadro/contract/formatting';
import { PageFooter } from '../../../app/pagination/page-footer.tsx';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { useYearTotalsParams } from '../../../components/totals/use-year-totals-params.ts';
import { YearTotalsTable } from '../../../components/totals/year-totals-table.tsx';
import { YearTotalsToolbar } from '../../../components/totals/year-totals-toolbar.tsx';
import { useExportTravelPassTotals } from '../api/export-travel-pass-totals.ts';
import { useTravelPassTotals } from '../api/get-travel-pass-totals.ts';

const amount = (value: string | null) => (value === null ? '—' : formatNumber(value));

/** Finance: a year's approved passes per employee and month, the company's row, and the exports. */
export function TravelPassTotalsPanel({ thisYear }: { thisYear: number }) {
  const { query, toolbar, onPage } = useYearTotalsParams(thisYear);
  const totals = useTravelPassTotals(query);
  const exporting = useExportTravelPassTotals();
  const company = totals.data?.company;
  return (
    <Stack spacing={2}>
      <YearTotalsToolbar
        {...toolbar}
        onExport={(format) => exporting.mutate({ year: query.year, format })}
        exporting={exporting.isPending}
      />
      {company && (
        <Typography variant="body2" role="status">
          Approved in {query.year}: {formatEuros(company.total)}
        </Typography>
      )}
      {totals.isPending ? (
        <PageLoader />
      ) : (
        <YearTotalsTable
          label={`Travel pass totals ${query.year} in euros`}
          rows={totals.data?.items ?? []}
          company={company}
          renderCell={amount}
        />
      )}
      <PageFooter
        total={totals.data?.total}
        pageSize={query.pageSize}
        page={query.page}
        label="Travel pass totals pages"
        onChange={onPage}
      />
    </Stack>
  );
}
