import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PublicLayout } from '../../components/layout/public-layout.tsx';
import { LANDING_FEATURES } from './landing-features.ts';

export function LandingPage() {
  return (
    <PublicLayout>
      <Stack component="main" spacing={6} sx={{ py: { xs: 4, md: 8 } }}>
        <Stack spacing={3} sx={{ alignItems: 'flex-start', maxWidth: 720 }}>
          <Typography variant="overline" sx={{ color: 'primary.main', fontWeight: 700 }}>
            Employee portal
          </Typography>
          <Typography
            variant="h2"
            component="h1"
            sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' } }}
          >
            Everything about your work life, in one place.
          </Typography>
          <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            Quadro brings work maps, vacations, travels, salary receipts and evaluations together
            for employees, HR and the back office.
          </Typography>
          <Stack direction="row" spacing={2}>
            <Button variant="contained" size="large" component={RouterLink} to="/login">
              Sign In
            </Button>
            <Button variant="outlined" size="large" component={RouterLink} to="/register">
              Register
            </Button>
          </Stack>
        </Stack>
        <Grid container spacing={2}>
          {LANDING_FEATURES.map((feature) => (
            <Grid key={feature.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {feature.title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {feature.text}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Stack>
    </PublicLayout>
  );
}
