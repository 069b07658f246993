import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatEuros, formatNumber } from '@quadro/contract/formatting';
import type { ProjectExecutiveSummary } from '@quadro/contract/project-summary';
import { NoneYet, ScrollingTable, SummarySection } from './summary-section.tsx';

type Costs = NonNullable<ProjectExecutiveSummary['costs']>;

const total = { fontWeight: 700 } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** Salary costs (admin only: comercial's answer has none): one row per member and year. */
export function CostsTable({ costs }: { costs: Costs }) {
  const rows = costs.byMember.flatMap((member) =>
    member.years.map((year) => ({ member, year, key: `${member.employeeId}-${year.year}` })),
  );
  return (
    <SummarySection title="Costs">
      {rows.length === 0 ? (
        <NoneYet>No approved hours to cost yet.</NoneYet>
      ) : (
        <ScrollingTable label="Costs table">
          <Table size="small" aria-label="Salary costs by member and year">
            <TableHead>
              <TableRow>
                <TableCell>Member</TableCell>
                <TableCell align="right">Year</TableCell>
                <TableCell align="right">Base salary</TableCell>
                <TableCell align="right">Working hours</TableCell>
                <TableCell align="right">Hour cost</TableCell>
                <TableCell align="right">Hours</TableCell>
                <TableCell align="right">Cost</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(({ member, year, key }) => (
                <TableRow key={key}>
                  <TableCell component="th" scope="row" sx={nowrap}>
                    {member.employeeName}
                  </TableCell>
                  <TableCell align="right">{year.year}</TableCell>
                  <TableCell align="right" sx={nowrap}>
                    {formatEuros(year.baseSalary)}
                  </TableCell>
                  <TableCell align="right">{formatNumber(year.workingHours)}</TableCell>
                  <TableCell align="right" sx={nowrap}>
                    {formatEuros(year.hourCost)}
                  </TableCell>
                  <TableCell align="right">{formatNumber(year.hours)}</TableCell>
                  <TableCell align="right" sx={nowrap}>
                    {formatEuros(year.cost)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell component="th" scope="row" colSpan={6} sx={total}>
                  Total
                </TableCell>
                <TableCell align="right" sx={{ ...total, ...nowrap }}>
                  {formatEuros(costs.total)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </ScrollingTable>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Hour cost: base salary × 14 × (1 + {formatNumber(costs.socialSecurityRate)} % employer
        social security) ÷ working hours of the year.
      </Typography>
    </SummarySection>
  );
}
