import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SummarizeIcon from '@mui/icons-material/Summarize';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { formatCalendarDay, formatEuros, formatNumber } from '@quadro/contract/formatting';
import type { ProjectSummary } from '@quadro/contract/projects';
import { Link as RouterLink } from 'react-router';
import { ProjectStatusChip } from '../../../components/projects/project-status-chip.tsx';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';

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

const columns: readonly DataColumn<ProjectSummary>[] = [
  {
    header: 'Name',
    rowHeader: true,
    cell: (project) => (
      <Link component={RouterLink} to={summaryPath(project)}>
        {project.name}
      </Link>
    ),
  },
  { header: 'Code', cell: (project) => project.code },
  { header: 'Client', sx: wide, cell: (project) => project.clientName },
  { header: 'Start', sx: wide, cell: (project) => formatCalendarDay(project.startDate) },
  {
    header: 'End',
    sx: wide,
    cell: (project) => (project.endDate ? formatCalendarDay(project.endDate) : '—'),
  },
  { header: 'Status', cell: (project) => <ProjectStatusChip status={project.status} /> },
  { header: 'Team', align: 'right', sx: wide, cell: (project) => project.teamSize },
  {
    header: 'Budget',
    align: 'right',
    sx: wide,
    cellSx: { whiteSpace: 'nowrap' },
    cell: budgetText,
  },
];

export function ProjectsTable({ projects, onEdit, onRemove }: ProjectsTableProps) {
  const actions: DataColumn<ProjectSummary> = {
    header: 'Actions',
    align: 'right',
    cellSx: { whiteSpace: 'nowrap' },
    cell: (project) => (
      <>
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
      </>
    ),
  };
  return (
    <DataTable
      label="Projects"
      rows={projects}
      rowKey={(project) => project.id}
      columns={[...columns, actions]}
    />
  );
}
