import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface MessagePageProps {
  title: string;
  description: ReactNode;
  actionLabel: string;
  actionTo: string;
  icon?: ReactNode;
}

/** Spec §2 message page: a big title, a description and one button. */
export function MessagePage({ title, description, actionLabel, actionTo, icon }: MessagePageProps) {
  return (
    <Stack
      component="main"
      spacing={3}
      sx={{
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        minHeight: '60vh',
        px: 3,
        py: 6,
      }}
    >
      {icon}
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '3.5rem', sm: '5rem' }, color: 'primary.main', lineHeight: 1 }}
      >
        {title}
      </Typography>
      <Typography variant="h6" component="p" sx={{ color: 'text.secondary', maxWidth: 520 }}>
        {description}
      </Typography>
      <Button variant="contained" size="large" component={RouterLink} to={actionTo}>
        {actionLabel}
      </Button>
    </Stack>
  );
}
