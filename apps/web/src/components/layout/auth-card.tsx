import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PublicLayout } from './public-layout.tsx';

interface AuthCardProps {
  title: string;
  caption?: ReactNode;
  children: ReactNode;
}

/** The card that holds the sign-in, register and password forms. */
export function AuthCard({ title, caption, children }: AuthCardProps) {
  return (
    <PublicLayout>
      <Card sx={{ width: '100%', maxWidth: 460, mx: 'auto', my: 4, boxShadow: 3 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} sx={{ mb: 3 }}>
            <Typography variant="h4" component="h1">
              {title}
            </Typography>
            {caption && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {caption}
              </Typography>
            )}
          </Stack>
          {children}
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
