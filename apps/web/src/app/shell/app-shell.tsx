import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PAGE_TRANSITION_MS } from '@quadro/contract/ui-constants';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { useRouteHandle } from '../routes/route-handle.ts';
import { PageHeader } from './page-header.tsx';
import { ProfileGate } from './profile-gate.tsx';
import { Sidebar } from './sidebar/sidebar.tsx';
import { TopBar } from './top-bar/top-bar.tsx';
import { useScrollThresholds } from './use-scroll-thresholds.ts';

/** The authenticated frame: top bar, sidebar, page header and the routed page. */
export function AppShell() {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const { darkened, showTitle, menuFixed } = useScrollThresholds();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const title = handle.title ?? 'Dashboard';
  const help = handle.help ?? 'DashboardPage';
  const sidebarOpen = isDesktop ? desktopOpen : phoneOpen;
  const toggleSidebar = () => (isDesktop ? setDesktopOpen(!desktopOpen) : setPhoneOpen(!phoneOpen));

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar
        title={title}
        help={help}
        isDesktop={isDesktop}
        sidebarOpen={sidebarOpen}
        onMenuClick={toggleSidebar}
        darkened={darkened}
        showTitle={showTitle}
      />
      <Sidebar isDesktop={isDesktop} open={sidebarOpen} onClose={() => setPhoneOpen(false)} />
      <Box component="main" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        {!handle.dashboard && (
          <PageHeader title={title} parents={handle.parents ?? []} fixed={menuFixed} />
        )}
        <Box sx={{ flex: 1, p: { xs: 2, sm: 3 } }}>
          <Suspense fallback={<PageLoader />}>
            <Fade in key={pathname} timeout={PAGE_TRANSITION_MS}>
              <Box>
                <ProfileGate audience={handle.audience}>
                  <Outlet />
                </ProfileGate>
              </Box>
            </Fade>
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
