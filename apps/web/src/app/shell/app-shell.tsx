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
import { AppearanceBackdrop } from './appearance/appearance-backdrop.tsx';
import { AppearanceProvider, useAppearance } from './appearance/appearance-context.tsx';
import { TopNavigation } from './navigation/top-navigation.tsx';
import { PageHeader } from './page-header.tsx';
import { ProfileGate } from './profile-gate.tsx';
import { Sidebar } from './sidebar/sidebar.tsx';
import { TopBar } from './top-bar/top-bar.tsx';
import { useScrollThresholds } from './use-scroll-thresholds.ts';

/** The authenticated frame in the user's appearance (docs/appearance.md). */
export function AppShell() {
  return (
    <AppearanceProvider>
      <ShellFrame />
    </AppearanceProvider>
  );
}

/**
 * Top bar, menu, page header and the routed page. The menu sits where the layout says on wide
 * screens (left or right sidebar, a bar under the top bar, or the top bar's mega menu); phones
 * always get the drawer the menu button opens.
 */
function ShellFrame() {
  const theme = useTheme();
  const { settings } = useAppearance();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const { darkened, showTitle, menuFixed } = useScrollThresholds();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const title = handle.title ?? 'Dashboard';
  const help = handle.help ?? 'DashboardPage';
  const layout = isDesktop ? settings.layout : 'left-sidebar';
  const sideMenu = layout === 'left-sidebar' || layout === 'right-sidebar';
  const sidebarOpen = isDesktop ? desktopOpen : phoneOpen;
  const toggleSidebar = () => (isDesktop ? setDesktopOpen(!desktopOpen) : setPhoneOpen(!phoneOpen));

  return (
    <Box
      data-layout={layout}
      sx={{
        display: 'flex',
        flexDirection: layout === 'right-sidebar' ? 'row-reverse' : 'row',
        minHeight: '100vh',
        bgcolor: 'background.default',
      }}
    >
      <TopBar
        layout={layout}
        gradient={settings.gradient}
        title={title}
        help={help}
        isDesktop={isDesktop}
        sidebarOpen={sideMenu && sidebarOpen}
        onMenuClick={toggleSidebar}
        darkened={darkened}
        showTitle={showTitle}
      />
      {sideMenu && (
        <Sidebar
          anchor={layout === 'right-sidebar' ? 'right' : 'left'}
          isDesktop={isDesktop}
          open={sidebarOpen}
          onClose={() => setPhoneOpen(false)}
        />
      )}
      <Box
        component="main"
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          position: 'relative',
        }}
      >
        <AppearanceBackdrop settings={settings} />
        <Toolbar />
        {layout === 'top-navigation' && desktopOpen && <TopNavigation />}
        {!handle.dashboard && (
          <PageHeader title={title} parents={handle.parents ?? []} fixed={menuFixed} />
        )}
        <Box sx={{ flex: 1, p: { xs: 2, sm: 3 }, position: 'relative' }}>
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
