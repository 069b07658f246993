import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCalendarDay } from '@quadro/contract/formatting';
import type { ProjectMember } from '@quadro/contract/projects';
import { NoneYet, ScrollingTable, SummarySection } from './summary-section.tsx';

export function TeamTable({ team }: { team: readonly ProjectMember[] }) {
  return (
    <SummarySection title="Team">
      {team.length === 0 ? (
        <NoneYet>No one is on the team.</NoneYet>
      ) : (
        <ScrollingTable label="Team table">
          <Table size="small" aria-label="Team">
            <TableHead>
              <TableRow>
                <TableCell>Member</TableCell>
                <TableCell>Role</TableCell>
                <TableCell align="right">Allocation</TableCell>
                <TableCell>Period</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {team.map((member) => (
                <TableRow key={member.id}>
                  <TableCell component="th" scope="row">
                    {member.employeeName}
                  </TableCell>
                  <TableCell>{member.role}</TableCell>
                  <TableCell align="right">{member.allocation} %</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatCalendarDay(member.startedAt)} –{' '}
                    {member.endedAt ? formatCalendarDay(member.endedAt) : 'ongoing'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollingTable>
      )}
    </SummarySection>
  );
}
