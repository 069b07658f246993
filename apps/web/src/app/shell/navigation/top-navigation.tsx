import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { type MenuItem as MenuEntry, menuTrail } from '@quadro/contract/menu';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useVisibleMenu } from '../search/use-visible-menu.ts';
import { MenuIcon } from '../sidebar/menu-icons.tsx';

const activeStyle = {
  '&.active': { bgcolor: 'action.selected', color: 'primary.main' },
} as const;

function GroupButton({ item }: { item: MenuEntry }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const menuId = useId();
  const under = menuTrail(pathname).some((entry) => entry.key === item.key);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<MenuIcon name={item.icon} />}
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        data-menu-level={0}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0, ...(under && { color: 'primary.main' }) }}
      >
        {item.name}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {(item.child ?? []).map((child) => (
          <MenuItem
            key={child.key}
            component={NavLink}
            to={child.link ?? '/app'}
            end
            onClick={close}
            data-menu-level={1}
            sx={activeStyle}
          >
            {child.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Top navigation layout: the menu as a horizontal bar under the top bar (wide screens). */
export function TopNavigation() {
  const menu = useVisibleMenu();
  return (
    <Paper
      square
      component="nav"
      aria-label="Main menu"
      sx={{
        position: 'relative',
        zIndex: 1,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.5,
        px: 2,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {menu.map((item) =>
        item.multilevel ? (
          <GroupButton key={item.key} item={item} />
        ) : (
          <Button
            key={item.key}
            color="inherit"
            component={NavLink}
            to={item.link ?? '/app'}
            end
            startIcon={<MenuIcon name={item.icon} />}
            data-menu-level={0}
            sx={{ flexShrink: 0, ...activeStyle }}
          >
            {item.name}
          </Button>
        ),
      )}
    </Paper>
  );
}
