import Add from '@mui/icons-material/Add';
import Explore from '@mui/icons-material/ExploreOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AppearanceLayout } from '@quadro/contract/appearance';
import { SIDEBAR_WIDTH_PX } from '@quadro/contract/ui-constants';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAppearance } from '../appearance/appearance-context.tsx';
import { AppearanceModeToggle } from '../appearance/appearance-mode-toggle.tsx';
import { AppearancePanel } from '../appearance/appearance-panel.tsx';
import { GuideDialog } from '../guide/guide-dialog.tsx';
import { HelpPanel } from '../help/help-panel.tsx';
import { MegaMenuButton } from '../navigation/mega-menu.tsx';
import { SearchBox } from '../search/search-box.tsx';
import { FullscreenToggle } from './fullscreen-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

interface TopBarProps {
  /** The layout in effect (phones: always the left sidebar's drawer). */
  layout: AppearanceLayout;
  gradient: boolean;
  title: string;
  /** The current page's help name (GET /api/docs?src=). */
  help: string;
  isDesktop: boolean;
  sidebarOpen: boolean;
  onMenuClick: () => void;
  darkened: boolean;
  showTitle: boolean;
}

export const NEW_POST_PATH = '/app/my-profile?selectedTab=public';

export function TopBar({
  layout,
  gradient,
  title,
  help,
  isDesktop,
  sidebarOpen,
  onMenuClick,
  darkened,
  showTitle,
}: TopBarProps) {
  const [guideOpen, setGuideOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [appearanceOpen, setAppearanceOpen] = useState(false);
  const { guideSeen, markGuideSeen } = useAppearance();
  const guideOpenedOnce = useRef(false);
  // The guide opens by itself once, at the first sign-in: the server says it was never closed.
  useEffect(() => {
    if (guideSeen === false && !guideOpenedOnce.current) {
      guideOpenedOnce.current = true;
      setGuideOpen(true);
    }
  }, [guideSeen]);
  const closeGuide = () => {
    setGuideOpen(false);
    markGuideSeen();
  };
  const offset = isDesktop && sidebarOpen ? SIDEBAR_WIDTH_PX : 0;
  const side = layout === 'right-sidebar' ? 'mr' : 'ml';
  return (
    <AppBar
      position="fixed"
      color="primary"
      // The palette's colour in dark mode too: every palette's dark primary and secondary meet
      // AA under its dark contrast text (packages/contract/src/appearance.test.ts).
      enableColorOnDark
      elevation={darkened ? 4 : 0}
      data-darkened={darkened}
      sx={(theme) => {
        const { palette } = theme.vars ?? theme;
        // MUI's darker shade keeps AA under white text only: dark mode stays on the main colour.
        const fill = (start: string) =>
          gradient
            ? { backgroundImage: `linear-gradient(90deg, ${start}, ${palette.secondary.main})` }
            : {};
        return {
          width: `calc(100% - ${offset}px)`,
          [side]: `${offset}px`,
          bgcolor: darkened ? 'primary.dark' : 'primary.main',
          ...fill(darkened ? palette.primary.dark : palette.primary.main),
          ...theme.applyStyles('dark', {
            bgcolor: 'primary.main',
            ...fill(palette.primary.main),
          }),
          borderBottom: 1,
          borderColor: 'divider',
          transition: theme.transitions.create(['background-color', 'width', 'margin']),
        };
      }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        {layout === 'mega-menu' ? (
          <MegaMenuButton />
        ) : (
          <IconButton color="inherit" edge="start" aria-label="Toggle menu" onClick={onMenuClick}>
            <MenuIcon />
          </IconButton>
        )}
        <Fade in={showTitle}>
          <Typography
            variant="h6"
            component="p"
            noWrap
            data-testid="top-bar-title"
            sx={{ minWidth: 0, display: { xs: 'none', md: 'block' }, maxWidth: 240 }}
          >
            {title}
          </Typography>
        </Fade>
        <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
          {isDesktop && (
            <Box
              sx={{ width: '100%', maxWidth: 420, bgcolor: 'background.paper', borderRadius: 1 }}
            >
              <SearchBox />
            </Box>
          )}
        </Box>
        {!isDesktop && (
          <IconButton color="inherit" aria-label="Open search" onClick={() => setSearchOpen(true)}>
            <SearchIcon />
          </IconButton>
        )}
        {isDesktop ? (
          <Button
            color="inherit"
            variant="outlined"
            startIcon={<Add />}
            component={RouterLink}
            to={NEW_POST_PATH}
          >
            New Post
          </Button>
        ) : (
          <IconButton
            color="inherit"
            aria-label="New Post"
            component={RouterLink}
            to={NEW_POST_PATH}
          >
            <Add />
          </IconButton>
        )}
        <Tooltip title="Help">
          <IconButton
            color="inherit"
            aria-label="Help"
            aria-haspopup="dialog"
            onClick={() => setHelpOpen(true)}
          >
            <HelpOutline />
          </IconButton>
        </Tooltip>
        <Tooltip title="Show Guide">
          <IconButton color="inherit" aria-label="Show Guide" onClick={() => setGuideOpen(true)}>
            <Explore />
          </IconButton>
        </Tooltip>
        {isDesktop && <FullscreenToggle />}
        <AppearanceModeToggle />
        <UserMenu onAppearance={() => setAppearanceOpen(true)} />
      </Toolbar>
      <GuideDialog open={guideOpen} onClose={closeGuide} />
      <AppearancePanel open={appearanceOpen} onClose={() => setAppearanceOpen(false)} />
      <HelpPanel src={help} open={helpOpen} onClose={() => setHelpOpen(false)} />
      <Dialog
        open={searchOpen}
        onClose={() => setSearchOpen(false)}
        fullWidth
        slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: 8 } } }}
      >
        <DialogContent>
          <SearchBox autoFocus onDone={() => setSearchOpen(false)} />
        </DialogContent>
      </Dialog>
    </AppBar>
  );
}
