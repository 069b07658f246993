import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CryptoDashboard } from '@quadro/contract/dashboard';
import { formatEuros } from '@quadro/contract/formatting';
import { MONTHS } from '@quadro/contract/months';
import { visuallyHidden } from '../../../components/layout/visually-hidden.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { ListLink } from './list-link.tsx';
import { largest, ShareBar } from './share-bar.tsx';

type Series = CryptoDashboard['series'][number];

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
  return (
    <DashboardCard title={series.label} caption={`${year} against ${year - 1}`}>
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={label}
        // Relative: the hidden header text is placed inside the scrolling box, not past the page.
        sx={{ overflowX: 'auto', position: 'relative' }}
      >
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>Month</TableCell>
              <TableCell sx={{ ...number, fontWeight: 600 }}>{year}</TableCell>
              <TableCell sx={{ ...number, fontWeight: 600 }}>{year - 1}</TableCell>
              <TableCell sx={{ ...barCell, width: '30%' }}>
                <Box component="span" sx={visuallyHidden}>
                  Comparison
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {series.months.map((month) => (
              <TableRow key={month.month}>
                <TableCell component="th" scope="row">
                  {monthName(month.month)}
                </TableCell>
                <TableCell sx={number}>
                  <ListLink
                    href={month.href}
                    aria-label={`${formatEuros(month.amount)} ${series.label} ${monthName(month.month)} ${year}`}
                  >
                    {formatEuros(month.amount)}
                  </ListLink>
                </TableCell>
                <TableCell sx={number}>{formatEuros(month.previousYearAmount)}</TableCell>
                <TableCell sx={barCell}>
                  <Stack spacing={0.5}>
                    <ShareBar value={month.amount} max={max} />
                    <ShareBar value={month.previousYearAmount} max={max} colour="text.disabled" />
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
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
          </TableFooter>
        </Table>
      </TableContainer>
    </DashboardCard>
  );
}
