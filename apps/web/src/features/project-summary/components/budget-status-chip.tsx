import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import { type BudgetStatus, budgetStatusLabel } from '@quadro/contract/project-summary';

/** Dark enough on white (light enough on the dark theme) for WCAG AA; the label says it in words. */
const TONES: Record<BudgetStatus, (theme: Theme) => string> = {
  OnTrack: (theme) => (theme.palette.mode === 'dark' ? theme.palette.success.light : '#1b5e20'),
  AtRisk: (theme) => (theme.palette.mode === 'dark' ? theme.palette.warning.light : '#8a4500'),
  OverBudget: (theme) => (theme.palette.mode === 'dark' ? theme.palette.error.light : '#b71c1c'),
};

export function BudgetStatusChip({ status }: { status: BudgetStatus | null }) {
  if (!status) return <Chip size="small" variant="outlined" label="No budget" />;
  const tone = TONES[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={budgetStatusLabel(status)}
      sx={(theme) => ({ color: tone(theme), borderColor: tone(theme), fontWeight: 600 })}
    />
  );
}
