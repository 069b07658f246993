import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatCalendarDay } from '@quadro/contract/formatting';
import type { ProjectExecutiveSummary } from '@quadro/contract/project-summary';
import type { ReactNode } from 'react';
import { ProjectStatusChip } from '../../../components/projects/project-status-chip.tsx';

interface SummaryHeaderProps {
  project: ProjectExecutiveSummary['project'];
  /** Print and export, left out of the printed page. */
  actions: ReactNode;
}

/** The project named: client, code, dates and status, with the page's actions beside it. */
export function SummaryHeader({ project, actions }: SummaryHeaderProps) {
  const dates = `${formatCalendarDay(project.startDate)} – ${
    project.endDate ? formatCalendarDay(project.endDate) : 'no end date'
  }`;
  return (
    <Card className="summary-section">
      <CardContent
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          {/* On paper the shell's title is gone: the page says what it is above the project. */}
          <Typography variant="overline" sx={{ display: 'none', displayPrint: 'block' }}>
            Executive Summary
          </Typography>
          <Typography variant="h5" component="h2">
            {project.name}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              mt: 1,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 2,
              rowGap: 0.5,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0 },
            }}
          >
            <dt>Client</dt>
            <dd>{project.clientName}</dd>
            <dt>Code</dt>
            <dd>{project.code}</dd>
            <dt>Dates</dt>
            <dd>{dates}</dd>
            <dt>Status</dt>
            <dd>
              <ProjectStatusChip status={project.status} />
            </dd>
          </Box>
        </Box>
        <Box
          className="summary-actions"
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          {actions}
        </Box>
      </CardContent>
    </Card>
  );
}
