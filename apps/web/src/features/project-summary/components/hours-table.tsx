import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@quadro/contract/formatting';
import type { ProjectExecutiveSummary } from '@quadro/contract/project-summary';
import { NoneYet, ScrollingTable, SummarySection } from './summary-section.tsx';

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

/** Approved hours by member and month with totals both ways; pending hours in their own column. */
export function HoursTable({ months, hours }: Pick<ProjectExecutiveSummary, 'months' | 'hours'>) {
  return (
    <SummarySection title="Hours">
      {hours.byMember.length === 0 ? (
        <NoneYet>No hours on this project yet.</NoneYet>
      ) : (
        <ScrollingTable label="Hours table">
          <Table
            size="small"
            aria-label="Hours by member and month"
            className={months.length > MONTHS_IN_PRINTED_WIDTH ? 'summary-hours-dense' : undefined}
          >
            <TableHead>
              <TableRow>
                <TableCell>Member</TableCell>
                {months.map((month) => (
                  <TableCell key={month} align="right">
                    <MonthLabel month={month} />
                  </TableCell>
                ))}
                <TableCell align="right">Total</TableCell>
                <TableCell align="right">Pending</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {hours.byMember.map((member) => (
                <TableRow key={member.employeeId}>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {member.employeeName}
                  </TableCell>
                  {months.map((month) => (
                    <TableCell key={month} align="right">
                      {hoursIn(member.months, month)}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={total}>
                    {formatNumber(member.total)}
                  </TableCell>
                  <TableCell align="right">{formatNumber(member.pending)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
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
            </TableFooter>
          </Table>
        </ScrollingTable>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Approved work-map hours; pending hours (not yet approved) are counted apart.
      </Typography>
    </SummarySection>
  );
}
