import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCalendarDay } from '@quadro/contract/formatting';
import type { ProjectSummary } from '@quadro/contract/projects';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from './status-chip.tsx';

interface ProjectsTableProps {
  projects: readonly ProjectSummary[];
  onEdit: (project: ProjectSummary) => void;
  onRemove: (project: ProjectSummary) => void;
}

const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

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
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {projects.length === 0 && (
            <TableRow>
              <TableCell colSpan={8} align="center">
                No Data
              </TableCell>
            </TableRow>
          )}
          {projects.map((project) => (
            <TableRow key={project.id} hover>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={`/app/projects/${project.id}/summary-executive`}>
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
                <StatusChip status={project.status} />
              </TableCell>
              <TableCell align="right" sx={wide}>
                {project.teamSize}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
