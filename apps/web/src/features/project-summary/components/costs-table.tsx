import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatEuros, formatNumber } from '@quadro/contract/formatting';
import type { ProjectExecutiveSummary } from '@quadro/contract/project-summary';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';
import { NoneYet, SummarySection, scrollingTable } from './summary-section.tsx';

type Costs = NonNullable<ProjectExecutiveSummary['costs']>;

const total = { fontWeight: 700 } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

type CostRow = {
  member: Costs['byMember'][number];
  year: Costs['byMember'][number]['years'][number];
  key: string;
};

const COLUMNS: readonly DataColumn<CostRow>[] = [
  { header: 'Member', rowHeader: true, cellSx: nowrap, cell: ({ member }) => member.employeeName },
  { header: 'Year', align: 'right', cell: ({ year }) => year.year },
  {
    header: 'Base salary',
    align: 'right',
    cellSx: nowrap,
    cell: ({ year }) => formatEuros(year.baseSalary),
  },
  { header: 'Working hours', align: 'right', cell: ({ year }) => formatNumber(year.workingHours) },
  {
    header: 'Hour cost',
    align: 'right',
    cellSx: nowrap,
    cell: ({ year }) => formatEuros(year.hourCost),
  },
  { header: 'Hours', align: 'right', cell: ({ year }) => formatNumber(year.hours) },
  { header: 'Cost', align: 'right', cellSx: nowrap, cell: ({ year }) => formatEuros(year.cost) },
];

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
        <DataTable
          label="Salary costs by member and year"
          rows={rows}
          rowKey={(row) => row.key}
          columns={COLUMNS}
          {...scrollingTable('Costs table')}
          footer={
            <TableRow>
              <TableCell component="th" scope="row" colSpan={6} sx={total}>
                Total
              </TableCell>
              <TableCell align="right" sx={{ ...total, ...nowrap }}>
                {formatEuros(costs.total)}
              </TableCell>
            </TableRow>
          }
        />
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Hour cost: base salary × 14 × (1 + {formatNumber(costs.socialSecurityRate)} % employer
        social security) ÷ working hours of the year.
      </Typography>
    </SummarySection>
  );
}
