import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { CryptoDashboard } from '@quadro/contract/dashboard';
import { formatEuros } from '@quadro/contract/formatting';
import { MONTHS } from '@quadro/contract/months';
import { visuallyHidden } from '../../../components/layout/visually-hidden.ts';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';
import { DashboardCard } from './dashboard-card.tsx';
import { ListLink } from './list-link.tsx';
import { largest, ShareBar } from './share-bar.tsx';

type Series = CryptoDashboard['series'][number];
type Month = Series['months'][number];

const number = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
/** The bars give way to the numbers on phones. */
const barCell = { display: { xs: 'none', sm: 'table-cell' } } as const;
const footer = { fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' } as const;
const monthName = (month: string) => MONTHS[Number(month.slice(-2)) - 1]?.name ?? month;

/**
 * One money series: the year's approved euros per month against the same month a year before,
 * each amount of the year opening the list it sums, with bars comparing the two.
 */
export function CryptoSeriesTable({ series, year }: { series: Series; year: number }) {
  const max = largest(series.months.flatMap((month) => [month.amount, month.previousYearAmount]));
  const label = `${series.label} ${year} against ${year - 1}, in euros`;
  const columns: DataColumn<Month>[] = [
    { header: 'Month', rowHeader: true, cell: (month) => monthName(month.month) },
    {
      header: String(year),
      sx: number,
      cell: (month) => (
        <ListLink
          href={month.href}
          aria-label={`${formatEuros(month.amount)} ${series.label} ${monthName(month.month)} ${year}`}
        >
          {formatEuros(month.amount)}
        </ListLink>
      ),
    },
    {
      header: String(year - 1),
      sx: number,
      cell: (month) => formatEuros(month.previousYearAmount),
    },
    {
      key: 'comparison',
      header: (
        <Box component="span" sx={visuallyHidden}>
          Comparison
        </Box>
      ),
      sx: barCell,
      headerSx: { width: '30%' },
      cell: (month) => (
        <Stack spacing={0.5}>
          <ShareBar value={month.amount} max={max} />
          <ShareBar value={month.previousYearAmount} max={max} colour="text.disabled" />
        </Stack>
      ),
    },
  ];
  return (
    <DashboardCard title={series.label} caption={`${year} against ${year - 1}`}>
      <DataTable
        label={label}
        rows={series.months}
        rowKey={(month) => month.month}
        columns={columns}
        hover={false}
        scroll={{ label, region: true }}
        // Relative: the hidden header text is placed inside the scrolling box, not past the page.
        containerSx={{ position: 'relative' }}
        footer={
          <TableRow>
            <TableCell component="th" scope="row" sx={footer}>
              Total
            </TableCell>
            <TableCell sx={{ ...number, ...footer }}>{formatEuros(series.total)}</TableCell>
            <TableCell sx={{ ...number, ...footer }}>
              {formatEuros(series.previousYearTotal)}
            </TableCell>
            <TableCell sx={barCell} />
          </TableRow>
        }
      />
    </DashboardCard>
  );
}
