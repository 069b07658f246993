import type { Theme } from '@mui/material/styles';

/** A warning in words, readable (WCAG AA) in both schemes: MUI's warning.dark is too light on white. */
export const warningText = (theme: Theme) => ({
  color: '#8a3a00',
  fontWeight: 600,
  ...theme.applyStyles('dark', { color: theme.palette.warning.light }),
});
