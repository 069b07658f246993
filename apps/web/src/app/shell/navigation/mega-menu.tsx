import Apps from '@mui/icons-material/Apps';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MenuItem } from '@quadro/contract/menu';
import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { useVisibleMenu } from '../search/use-visible-menu.ts';
import { MenuIcon } from '../sidebar/menu-icons.tsx';

function LinkList({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <li key={item.key}>
          <Link
            component={NavLink}
            to={item.link ?? '/app'}
            end
            onClick={onNavigate}
            underline="hover"
            data-menu-level={1}
            sx={{ color: 'text.primary', '&.active': { color: 'primary.main', fontWeight: 600 } }}
          >
            {item.name}
          </Link>
        </li>
      ))}
    </Stack>
  );
}

/** Mega menu layout: a top-bar button opening one wide panel with every menu group. */
export function MegaMenuButton() {
  const menu = useVisibleMenu();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const close = () => setAnchor(null);
  const singles = menu.filter((item) => !item.multilevel);
  const groups = menu.filter((item) => item.multilevel);
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        startIcon={<Apps />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0 }}
      >
        Menu
      </Button>
      <Popover
        id={panelId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 'min(1100px, calc(100vw - 32px))', p: 3, mt: 1 } } }}
      >
        <Box
          component="nav"
          aria-label="Main menu"
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          }}
        >
          <Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
              <MenuIcon name="dashboard" />
              <Typography variant="subtitle2" component="h2">
                General
              </Typography>
            </Stack>
            <LinkList items={singles} onNavigate={close} />
          </Box>
          {groups.map((group) => (
            <Box key={group.key}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                <MenuIcon name={group.icon} />
                <Typography variant="subtitle2" component="h2">
                  {group.name}
                </Typography>
              </Stack>
              {group.child?.length ? (
                <LinkList items={group.child} onNavigate={close} />
              ) : (
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  Nothing here for your profile yet
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </Popover>
    </>
  );
}
