import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'react-router/dom';
import { NotificationsHost } from './notifications/notifications-host.tsx';
import { router } from './router.tsx';
import { useAppTheme } from './theme/theme.ts';

export function App() {
  const theme = useAppTheme();
  return (
    <ThemeProvider theme={theme} defaultMode="light">
      <CssBaseline />
      <RouterProvider router={router} />
      <NotificationsHost />
    </ThemeProvider>
  );
}
