import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SummarizeIcon from '@mui/icons-material/Summarize';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCalendarDay, formatEuros, formatNumber } from '@quadro/contract/formatting';
import type { ProjectSummary } from '@quadro/contract/projects';
import { Link as RouterLink } from 'react-router';
import { ProjectStatusChip } from '../../../components/projects/project-status-chip.tsx';

interface ProjectsTableProps {
  projects: readonly ProjectSummary[];
  onEdit: (project: ProjectSummary) => void;
  onRemove: (project: ProjectSummary) => void;
}

const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

const summaryPath = (project: ProjectSummary) => `/app/projects/${project.id}/summary-executive`;

/** The budget in one line: hours and euros, whichever the project has. */
function budgetText({ budgetHours, budgetAmount }: ProjectSummary): string {
  const parts = [
    budgetHours === null ? null : `${formatNumber(budgetHours)} h`,
    budgetAmount === null ? null : formatEuros(budgetAmount),
  ].filter((part) => part !== null);
  return parts.length === 0 ? '—' : parts.join(' · ');
}

export function ProjectsTable({ projects, onEdit, onRemove }: ProjectsTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Projects">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Code</TableCell>
            <TableCell sx={wide}>Client</TableCell>
            <TableCell sx={wide}>Start</TableCell>
            <TableCell sx={wide}>End</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right" sx={wide}>
              Team
            </TableCell>
            <TableCell align="right" sx={wide}>
              Budget
            </TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {projects.length === 0 && (
            <TableRow>
              <TableCell colSpan={9} align="center">
                No Data
              </TableCell>
            </TableRow>
          )}
          {projects.map((project) => (
            <TableRow key={project.id} hover>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={summaryPath(project)}>
                  {project.name}
                </Link>
              </TableCell>
              <TableCell>{project.code}</TableCell>
              <TableCell sx={wide}>{project.clientName}</TableCell>
              <TableCell sx={wide}>{formatCalendarDay(project.startDate)}</TableCell>
              <TableCell sx={wide}>
                {project.endDate ? formatCalendarDay(project.endDate) : '—'}
              </TableCell>
              <TableCell>
                <ProjectStatusChip status={project.status} />
              </TableCell>
              <TableCell align="right" sx={wide}>
                {project.teamSize}
              </TableCell>
              <TableCell align="right" sx={{ ...wide, whiteSpace: 'nowrap' }}>
                {budgetText(project)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {/* On a phone the name's link is the way there: the row keeps its width. */}
                <IconButton
                  component={RouterLink}
                  to={summaryPath(project)}
                  aria-label={`Executive summary of ${project.code}`}
                  sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
                >
                  <SummarizeIcon fontSize="small" />
                </IconButton>
                <IconButton aria-label={`Edit ${project.code}`} onClick={() => onEdit(project)}>
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton aria-label={`Remove ${project.code}`} onClick={() => onRemove(project)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
