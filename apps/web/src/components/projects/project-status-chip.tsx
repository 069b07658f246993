import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import { type ProjectStatus, projectStatusLabel } from '@quadro/contract/projects';

/** Text dark enough on white (and light enough on the dark theme) for WCAG AA contrast. */
const TONES: Record<ProjectStatus, (theme: Theme) => string> = {
  planned: (theme) => (theme.palette.mode === 'dark' ? theme.palette.info.light : '#01579b'),
  active: (theme) => (theme.palette.mode === 'dark' ? theme.palette.success.light : '#1b5e20'),
  on_hold: (theme) => (theme.palette.mode === 'dark' ? theme.palette.warning.light : '#8a4500'),
  closed: (theme) => theme.palette.text.secondary,
};

export function ProjectStatusChip({ status }: { status: string }) {
  const tone = TONES[status as ProjectStatus] ?? TONES.closed;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={projectStatusLabel(status)}
      sx={(theme) => ({ color: tone(theme), borderColor: tone(theme) })}
    />
  );
}
