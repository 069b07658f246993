import { formatCalendarDay } from '@quadro/contract/formatting';
import type { ProjectMember } from '@quadro/contract/projects';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';
import { NoneYet, SummarySection, scrollingTable } from './summary-section.tsx';

const COLUMNS: readonly DataColumn<ProjectMember>[] = [
  { header: 'Member', rowHeader: true, cell: (member) => member.employeeName },
  { header: 'Role', cell: (member) => member.role },
  { header: 'Allocation', align: 'right', cell: (member) => `${member.allocation} %` },
  {
    header: 'Period',
    cellSx: { whiteSpace: 'nowrap' },
    cell: (member) => (
      <>
        {formatCalendarDay(member.startedAt)} –{' '}
        {member.endedAt ? formatCalendarDay(member.endedAt) : 'ongoing'}
      </>
    ),
  },
];

export function TeamTable({ team }: { team: readonly ProjectMember[] }) {
  return (
    <SummarySection title="Team">
      {team.length === 0 ? (
        <NoneYet>No one is on the team.</NoneYet>
      ) : (
        <DataTable
          label="Team"
          rows={team}
          rowKey={(member) => member.id}
          columns={COLUMNS}
          {...scrollingTable('Team table')}
        />
      )}
    </SummarySection>
  );
}
