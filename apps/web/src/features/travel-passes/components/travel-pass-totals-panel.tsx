import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatEuros, formatNumber } from '@quadro/contract/formatting';
import { MONTHS } from '@quadro/contract/months';
import { PageFooter } from '../../../app/pagination/page-footer.tsx';
import { useDebouncedParam } from '../../../app/routes/use-debounced-param.ts';
import { useTableParams } from '../../../app/routes/use-table-params.ts';
import { YearStepper } from '../../../components/filters/year-stepper.tsx';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { useExportTravelPassTotals } from '../api/export-travel-pass-totals.ts';
import { useTravelPassTotals } from '../api/get-travel-pass-totals.ts';

const PAGE_SIZE = 20;
const amount = (value: string | null) => (value === null ? '—' : formatNumber(value));
const numberCell = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
/** The name column stays in view while the months scroll sideways (phones). */
const nameCell = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  whiteSpace: 'nowrap',
} as const;
const footerCell = { fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' } as const;

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
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <YearStepper
          year={year}
          last={thisYear}
          onChange={(next) => update({ year: String(next) })}
        />
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              variant="outlined"
              disabled={exporting.isPending}
              onClick={() => exporting.mutate({ year, format })}
            >
              Export {format.toUpperCase()}
            </Button>
          ))}
          <TextField
            size="small"
            label="Search employee"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ width: { xs: '100%', md: 260 } }}
          />
        </Stack>
      </Stack>
      {company && (
        <Typography variant="body2" role="status">
          Approved in {year}: {formatEuros(company.total)}
        </Typography>
      )}
      {totals.isPending ? (
        <PageLoader />
      ) : (
        <TableContainer
          sx={{ overflowX: 'auto' }}
          tabIndex={0}
          aria-label={`Travel pass totals ${year}`}
        >
          <Table
            size="small"
            aria-label={`Travel pass totals ${year} in euros`}
            sx={{ minWidth: 1100 }}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={{ ...nameCell, fontWeight: 600 }}>Employee</TableCell>
                {MONTHS.map((month) => (
                  <TableCell key={month.number} sx={{ ...numberCell, fontWeight: 600 }}>
                    <abbr title={month.name}>{month.short}</abbr>
                  </TableCell>
                ))}
                <TableCell sx={{ ...numberCell, fontWeight: 600 }}>Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {totals.data?.items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={MONTHS.length + 2}>No Data</TableCell>
                </TableRow>
              )}
              {totals.data?.items.map((row) => (
                <TableRow key={row.employee.id} hover>
                  <TableCell component="th" scope="row" sx={nameCell}>
                    {row.employee.name}
                  </TableCell>
                  {row.months.map((value, index) => (
                    <TableCell key={MONTHS[index]?.number} sx={numberCell}>
                      {amount(value)}
                    </TableCell>
                  ))}
                  <TableCell sx={{ ...numberCell, fontWeight: 600 }}>{amount(row.total)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            {company && (
              <TableFooter>
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ ...nameCell, ...footerCell }}>
                    Company
                  </TableCell>
                  {company.months.map((value, index) => (
                    <TableCell key={MONTHS[index]?.number} sx={{ ...numberCell, ...footerCell }}>
                      {amount(value)}
                    </TableCell>
                  ))}
                  <TableCell sx={{ ...numberCell, ...footerCell }}>
                    {amount(company.total)}
                  </TableCell>
                </TableRow>
              </TableFooter>
            )}
          </Table>
        </TableContainer>
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
