import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * While the summary is open, printing shows the summary alone on one A4 page: the shell's top bar,
 * menu, page header and the page's buttons are left out, type is compact and wide tables are
 * printed whole rather than scrolled.
 */
const PRINT_STYLES = {
  '@page': { size: 'A4 portrait', margin: '10mm' },
  '@media print': {
    'html, body, [data-layout]': { background: '#fff !important' },
    'header.MuiAppBar-root, .MuiDrawer-root, main > .MuiToolbar-root, main > .MuiPaper-root, .summary-actions':
      { display: 'none !important' },
    '[data-layout], main': { display: 'block !important', minHeight: '0 !important' },
    'main > div': { padding: '0 !important' },
    '.executive-summary': { gap: '6px !important', fontSize: '8pt' },
    '.executive-summary .summary-section': {
      boxShadow: 'none !important',
      border: '0 !important',
      background: 'none !important',
      breakInside: 'avoid',
    },
    // Budget beside team, trips beside road trips: the A4 width holds both, its height not both.
    '.executive-summary .summary-columns': {
      gridTemplateColumns: '2fr 3fr !important',
      gap: '12px !important',
    },
    '.executive-summary .MuiCardContent-root': { padding: '0 !important' },
    '.executive-summary h2': { fontSize: '10.5pt !important', margin: '0 0 2px !important' },
    '.executive-summary h3, .executive-summary p, .executive-summary dl': {
      fontSize: '8pt !important',
    },
    '.executive-summary .summary-table': { overflow: 'visible !important' },
    '.executive-summary .MuiTableCell-root': {
      fontSize: '7.5pt !important',
      padding: '1px 2px !important',
      lineHeight: '1.2 !important',
    },
    '.executive-summary .summary-hours-dense .MuiTableCell-root': { fontSize: '6pt !important' },
    '.executive-summary .MuiChip-root': { height: '16px !important', fontSize: '7.5pt !important' },
    '.executive-summary .MuiLinearProgress-root': { height: '4px !important', marginTop: '2px' },
  },
} as const;

export function PrintStyles() {
  return <GlobalStyles styles={PRINT_STYLES} />;
}
