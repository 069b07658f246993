import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The dashboards' cards: one column on phones, two on tablets, three on desktops. */
export function DashboardGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'stretch',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}
