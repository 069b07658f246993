import type { EvaluationRow, TeamReport } from '@quadro/contract/evaluation-calls';
import { EVALUATION_STATE_LABELS } from '@quadro/contract/evaluation-rules';
import {
  type ExportCell,
  type ExportSheet,
  xlsxFile,
} from '../../platform/files/spreadsheet-export.ts';

/** A two-decimal score as a number cell, or empty. */
const scoreCell = (score: string | null): ExportCell => (score === null ? '' : { money: score });

function summarySheet(report: TeamReport): ExportSheet {
  return {
    name: 'Summary',
    header: [`${report.team.name} ${report.year}`, 'Value'],
    rows: [
      ['Members', report.membersCount],
      ...Object.entries(report.progress).map(([state, count]): ExportCell[] => [
        EVALUATION_STATE_LABELS[state as keyof typeof EVALUATION_STATE_LABELS],
        count,
      ]),
      ['Average final score', scoreCell(report.averageFinalScore)],
      ['Average self score', scoreCell(report.averageSelfScore)],
      ['Self minus final', scoreCell(report.selfEvaluatorGap)],
      ...report.spread.map((bucket): ExportCell[] => [
        `${bucket.score} ${bucket.label}`,
        bucket.count,
      ]),
      ['Goals achieved', report.goalsAchieved],
      ['Goals scored', report.goalsScored],
    ],
  };
}

const memberRow = (row: EvaluationRow): ExportCell[] => [
  row.member.name,
  EVALUATION_STATE_LABELS[row.state],
  row.goalsCount,
  scoreCell(row.selfScore),
  scoreCell(row.finalScore),
  row.acknowledged ? 'Yes' : 'No',
];

function membersSheet(report: TeamReport): ExportSheet {
  return {
    name: 'Members',
    header: ['Member', 'State', 'Goals', 'Self score', 'Final score', 'Acknowledged'],
    rows: report.members.map(memberRow),
  };
}

/** A file name's part: the team's name with anything but letters and digits as dashes. */
const fileNamePart = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** A team's year report as an XLSX workbook: the summary, then one row per member. */
export async function teamReportExport(
  report: TeamReport,
): Promise<{ fileName: string; body: Buffer }> {
  return {
    fileName: `team-report-${fileNamePart(report.team.name)}-${report.year}.xlsx`,
    body: await xlsxFile([summarySheet(report), membersSheet(report)]),
  };
}
