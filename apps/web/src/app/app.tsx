import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { NotificationsHost } from './notifications/notifications-host.tsx';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';
import { theme } from './theme/theme.ts';

export function App() {
  return (
    <ThemeProvider theme={theme} defaultMode="light">
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <NotificationsHost />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
