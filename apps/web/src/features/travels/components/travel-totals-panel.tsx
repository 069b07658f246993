import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuros } from '@quadro/contract/formatting';
import type { TravelTotals } from '@quadro/contract/travels';
import { PageFooter } from '../../../app/pagination/page-footer.tsx';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { useYearTotalsParams } from '../../../components/totals/use-year-totals-params.ts';
import { YearTotalsTable } from '../../../components/totals/year-totals-table.tsx';
import { YearTotalsToolbar } from '../../../components/totals/year-totals-toolbar.tsx';
import { formatKilometres } from '../../../components/travels/travel-numbers.ts';
import { useExportTravelTotals } from '../api/export-travel-totals.ts';
import { useTravelTotals } from '../api/get-travel-totals.ts';

const hasAmount = (amount: string) => Number(amount) !== 0;

/** The map's euros and kilometres, and below them the road trips' receipts when there are any. */
function SumCell({ sum }: { sum: TravelTotals | null }) {
  if (!sum) return '—';
  return (
    <>
      {formatEuros(sum.value)}
      <Typography component="span" variant="caption" sx={{ display: 'block' }}>
        {formatKilometres(sum.kilometres)}
      </Typography>
      {hasAmount(sum.receipts) && (
        <Typography component="span" variant="caption" sx={{ display: 'block' }}>
          Receipts {formatEuros(sum.receipts)}
        </Typography>
      )}
    </>
  );
}

/** Finance: a year's approved kilometre-map months and road trips per employee and month, and the exports. */
export function TravelTotalsPanel({ thisYear }: { thisYear: number }) {
  const { query, toolbar, onPage } = useYearTotalsParams(thisYear);
  const totals = useTravelTotals(query);
  const exporting = useExportTravelTotals();
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
          Approved in {query.year}: {formatEuros(company.total.value)} ·{' '}
          {formatKilometres(company.total.kilometres)} · receipts{' '}
          {formatEuros(company.total.receipts)}
        </Typography>
      )}
      {totals.isPending ? (
        <PageLoader />
      ) : (
        <YearTotalsTable
          label={`Kilometre map totals ${query.year}`}
          rows={totals.data?.items ?? []}
          company={company}
          renderCell={(sum) => <SumCell sum={sum} />}
        />
      )}
      <PageFooter
        total={totals.data?.total}
        pageSize={query.pageSize}
        page={query.page}
        label="Kilometre map totals pages"
        onChange={onPage}
      />
    </Stack>
  );
}
