import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The brand link always goes to the landing page (spec §2). */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      aria-label="Quadro home"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit' }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
      <Typography
        component="span"
        variant="h6"
        sx={{
          fontWeight: 700,
          letterSpacing: 0.5,
          color: inverted ? 'common.white' : 'text.primary',
        }}
      >
        Quadro
      </Typography>
    </Link>
  );
}
