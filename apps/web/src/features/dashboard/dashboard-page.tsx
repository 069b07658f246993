import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import { Suspense } from 'react';
import { useCurrentAccount } from '../../app/auth/current-account.ts';
import { useStoredUser } from '../../app/auth/use-session.ts';
import { featurePieces } from '../../app/routes/feature-pieces.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';

/** The dashboard at /app; its widgets (vacations, evaluations, kilometres) come later. */
export function DashboardPage() {
  const { data: account } = useCurrentAccount();
  const firstName = account?.name.split(' ')[0] ?? '';
  const profiles = useStoredUser()?.profiles ?? [];
  const widgets = featurePieces().dashboardWidgets.filter((widget) =>
    holdsAnyProfile(profiles, widget.profiles),
  );
  return (
    <Stack spacing={3}>
      <Card
        sx={{
          color: 'common.white',
          background: 'linear-gradient(120deg, #1e4fd8 0%, #0f9d8a 100%)',
          border: 0,
        }}
      >
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            Welcome, {firstName}
          </Typography>
          <Typography sx={{ opacity: 0.9, maxWidth: 640 }}>
            This is your Quadro dashboard. Your vacations, evaluations and kilometre summaries will
            appear here. Use the menu to open your work maps, travels and receipts.
          </Typography>
        </CardContent>
      </Card>
      {widgets.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {widgets.map(({ key, Widget }) => (
            <Suspense key={key} fallback={<PageLoader />}>
              <Widget />
            </Suspense>
          ))}
        </Box>
      )}
    </Stack>
  );
}
