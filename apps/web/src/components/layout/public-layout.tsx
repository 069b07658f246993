import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** Frame of the public pages: brand on top, content centred on a soft background. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: 2, sm: 4 },
          py: 2,
        }}
      >
        <BrandLogo />
        <ThemeToggle />
      </Box>
      <Container
        maxWidth="lg"
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
      >
        {children}
      </Container>
    </Box>
  );
}
