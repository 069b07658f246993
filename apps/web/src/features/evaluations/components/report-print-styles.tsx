import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * A member report prints on its own: the shell's top bar, menu and toolbar space stay off paper,
 * as do the controls, which carry `displayPrint: 'none'`.
 */
export function ReportPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '.MuiAppBar-root, .MuiDrawer-root, main > .MuiToolbar-root': {
            display: 'none !important',
          },
          '.MuiCard-root': { boxShadow: 'none !important' },
        },
      }}
    />
  );
}
