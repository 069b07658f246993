import { budgetStatusLabel, type ProjectExecutiveSummary } from '@quadro/contract/project-summary';
import { projectStatusLabel } from '@quadro/contract/projects';
import {
  type ExportCell,
  type ExportSheet,
  xlsxFile,
} from '../../platform/files/spreadsheet-export.ts';

type Summary = ProjectExecutiveSummary;

const amountCell = (amount: string | null | undefined): ExportCell =>
  amount === null || amount === undefined ? '' : { money: amount };

/** A share (0.9012) as the percentage a reader expects, two decimals. */
const shareCell = (share: string | null | undefined): ExportCell =>
  share === null || share === undefined ? '' : { money: (Number(share) * 100).toFixed(2) };

function summarySheet(summary: Summary): ExportSheet {
  const { project, budget } = summary;
  const rows: ExportCell[][] = [
    ['Project', project.name],
    ['Code', project.code],
    ['Client', project.clientName],
    ['Start', { day: project.startDate }],
    ['End', project.endDate ? { day: project.endDate } : ''],
    ['Status', projectStatusLabel(project.status)],
    ['Team', summary.team.length],
    ['Budget hours', amountCell(budget.hours)],
    ['Hours used', { money: budget.hoursUsed }],
    ['Hours used %', shareCell(budget.hoursShare)],
    ['Pending hours', { money: summary.hours.pending }],
    ['Budget €', amountCell(budget.amount)],
  ];
  if (budget.amountUsed !== undefined) {
    rows.push(
      ['Used €', { money: budget.amountUsed }],
      ['Used € %', shareCell(budget.amountShare)],
    );
  }
  rows.push([
    budget.amountUsed === undefined ? 'Budget status (hours)' : 'Budget status',
    budget.status ? budgetStatusLabel(budget.status) : 'No budget',
  ]);
  return { name: 'Summary', header: ['Executive summary', 'Value'], rows };
}

function hoursSheet(summary: Summary): ExportSheet {
  return {
    name: 'Hours',
    header: ['Member', ...summary.months, 'Total', 'Pending'],
    rows: [
      ...summary.hours.byMember.map((member): ExportCell[] => [
        member.employeeName,
        ...member.months.map((month) => ({ money: month.hours })),
        { money: member.total },
        { money: member.pending },
      ]),
      [
        'Total',
        ...summary.hours.byMonth.map((month) => ({ money: month.hours })),
        { money: summary.hours.total },
        { money: summary.hours.pending },
      ],
    ],
  };
}

function costsSheet(costs: NonNullable<Summary['costs']>): ExportSheet {
  return {
    name: 'Costs',
    header: ['Member', 'Year', 'Base salary', 'Working hours', 'Hour cost', 'Hours', 'Cost'],
    rows: [
      ...costs.byMember.flatMap((member) =>
        member.years.map((year): ExportCell[] => [
          member.employeeName,
          year.year,
          { money: year.baseSalary },
          { money: year.workingHours },
          { money: year.hourCost },
          { money: year.hours },
          { money: year.cost },
        ]),
      ),
      ['Total', '', '', '', '', '', { money: costs.total }],
    ],
  };
}

function travelSheet(travel: Summary['travel']): ExportSheet {
  return {
    name: 'Travel',
    header: ['Kind', 'Date', 'Employee', 'Origin', 'Destination', 'Kilometres', 'Euros'],
    rows: [
      ...travel.trips.map((trip): ExportCell[] => [
        'Kilometre map trip',
        { day: trip.date },
        trip.employeeName,
        trip.origin,
        trip.destination,
        { money: trip.kilometres },
        { money: trip.value },
      ]),
      ...travel.receipts.map((trip): ExportCell[] => [
        'Road trip receipts',
        { day: trip.startDate },
        trip.employeeName,
        '',
        trip.destination,
        '',
        { money: trip.amount },
      ]),
      ['Total', '', '', '', '', '', { money: travel.total }],
    ],
  };
}

/** The summary as a workbook: Summary, Hours, Costs (only when the answer has them), Travel. */
export async function executiveSummaryExport(
  summary: Summary,
): Promise<{ fileName: string; body: Buffer }> {
  const sheets = [summarySheet(summary), hoursSheet(summary)];
  if (summary.costs) sheets.push(costsSheet(summary.costs));
  sheets.push(travelSheet(summary.travel));
  const code = summary.project.code.replace(/[^A-Za-z0-9._-]+/g, '-');
  return { fileName: `executive-summary-${code}.xlsx`, body: await xlsxFile(sheets) };
}
