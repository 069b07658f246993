import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@quadro/contract/formatting';
import type { ProjectExecutiveSummary } from '@quadro/contract/project-summary';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';
import { NoneYet, SummarySection, scrollingTable } from './summary-section.tsx';

const shortMonth = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });

/** More months than this print in smaller type to keep the table within the A4 page's width. */
const MONTHS_IN_PRINTED_WIDTH = 12;

/** '2026-11' as 'Nov' over '2026': narrow enough for a column on the printed page. */
function MonthLabel({ month }: { month: string }) {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {shortMonth.format(new Date(Date.UTC(year, number - 1, 1)))}
      </Box>
      {year}
    </>
  );
}

/** A month's hours from a list of months, blank-free: a month without hours reads 0,00. */
function hoursIn(months: readonly { month: string; hours: string }[], month: string): string {
  return formatNumber(months.find((entry) => entry.month === month)?.hours ?? '0');
}

const total = { fontWeight: 700 } as const;
type Member = ProjectExecutiveSummary['hours']['byMember'][number];

/** Approved hours by member and month with totals both ways; pending hours in their own column. */
export function HoursTable({ months, hours }: Pick<ProjectExecutiveSummary, 'months' | 'hours'>) {
  return (
    <SummarySection title="Hours">
      {hours.byMember.length === 0 ? (
        <NoneYet>No hours on this project yet.</NoneYet>
      ) : (
        <DataTable
          label="Hours by member and month"
          className={months.length > MONTHS_IN_PRINTED_WIDTH ? 'summary-hours-dense' : undefined}
          rows={hours.byMember}
          rowKey={(member) => member.employeeId}
          columns={[
            {
              header: 'Member',
              rowHeader: true,
              cellSx: { whiteSpace: 'nowrap' },
              cell: (member) => member.employeeName,
            },
            ...months.map(
              (month): DataColumn<Member> => ({
                key: month,
                header: <MonthLabel month={month} />,
                align: 'right',
                cell: (member) => hoursIn(member.months, month),
              }),
            ),
            {
              header: 'Total',
              align: 'right',
              cellSx: total,
              cell: (member) => formatNumber(member.total),
            },
            { header: 'Pending', align: 'right', cell: (member) => formatNumber(member.pending) },
          ]}
          {...scrollingTable('Hours table')}
          footer={
            <TableRow>
              <TableCell component="th" scope="row" sx={total}>
                Total
              </TableCell>
              {months.map((month) => (
                <TableCell key={month} align="right" sx={total}>
                  {hoursIn(hours.byMonth, month)}
                </TableCell>
              ))}
              <TableCell align="right" sx={total}>
                {formatNumber(hours.total)}
              </TableCell>
              <TableCell align="right" sx={total}>
                {formatNumber(hours.pending)}
              </TableCell>
            </TableRow>
          }
        />
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Approved work-map hours; pending hours (not yet approved) are counted apart.
      </Typography>
    </SummarySection>
  );
}
