import Chip from '@mui/material/Chip';
import type { Holiday } from '@quadro/contract/holidays';

/** National in the primary colour, regional in the secondary one, each readable (WCAG AA) in both schemes. */
export function HolidayScopeChip({ scope }: { scope: Holiday['scope'] }) {
  const tone = scope === 'national' ? 'primary' : 'secondary';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={tone}
      label={scope === 'national' ? 'National' : 'Regional'}
      sx={(theme) => {
        const palette = (theme.vars ?? theme).palette[tone];
        return { color: palette.dark, ...theme.applyStyles('dark', { color: palette.light }) };
      }}
    />
  );
}
