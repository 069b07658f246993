import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', width: '100%' }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}
