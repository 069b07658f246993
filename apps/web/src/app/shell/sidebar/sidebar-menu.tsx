import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type MenuItem, menuTrail } from '@quadro/contract/menu';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useStoredUser } from '../../auth/use-session.ts';
import { featurePieces } from '../../routes/feature-pieces.ts';
import type { MenuBadge } from '../../routes/menu-badge.ts';
import { MenuBadgeBubble, useMenuBadges } from './menu-badge-bubble.tsx';
import { MenuIcon } from './menu-icons.tsx';

interface SidebarMenuProps {
  items: MenuItem[];
  onNavigate: () => void;
  depth?: number;
}

function isUnder(pathname: string, item: MenuItem): boolean {
  return menuTrail(pathname).some((entry) => entry.keyParent === item.key);
}

function MenuGroup({
  item,
  onNavigate,
  depth,
  badges,
}: {
  item: MenuItem;
  onNavigate: () => void;
  depth: number;
  /** The badges of the group's links, shown on the group while it is closed. */
  badges: MenuBadge[];
}) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => isUnder(pathname, item));
  const badge = useMenuBadges(badges);
  const shown = open ? undefined : badge;
  return (
    <>
      <ListItemButton
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-description={shown?.description}
        data-menu-level={depth}
        sx={{ pl: 2 + depth * 2 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <MenuIcon name={item.icon} />
        </ListItemIcon>
        <ListItemText primary={item.name} />
        {shown?.count && <MenuBadgeBubble count={shown.count} />}
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        {item.child?.length ? (
          <SidebarMenu items={item.child} onNavigate={onNavigate} depth={depth + 1} />
        ) : (
          <Typography
            variant="caption"
            sx={{ display: 'block', pl: 8, py: 1, color: 'text.secondary' }}
          >
            Nothing here for your profile yet
          </Typography>
        )}
      </Collapse>
    </>
  );
}

function LeafItem({
  item,
  depth,
  badge,
  onNavigate,
}: {
  item: MenuItem;
  depth: number;
  badge: MenuBadge | undefined;
  onNavigate: () => void;
}) {
  const { count, description } = useMenuBadges(badge ? [badge] : []);
  return (
    <ListItemButton
      component={NavLink}
      to={item.link ?? '/app'}
      end
      onClick={onNavigate}
      aria-description={description}
      data-menu-level={depth}
      sx={{
        pl: 2 + depth * 2,
        '&.active': {
          bgcolor: 'action.selected',
          color: 'primary.main',
          '& .MuiListItemIcon-root': { color: 'primary.main' },
        },
      }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <MenuIcon name={item.icon} />
      </ListItemIcon>
      <ListItemText primary={item.name} />
      {count && <MenuBadgeBubble count={count} />}
    </ListItemButton>
  );
}

/** The menu tree of `menuFor(profiles)`; groups open and close, links close the phone drawer. */
export function SidebarMenu({ items, onNavigate, depth = 0 }: SidebarMenuProps) {
  const profiles = useStoredUser()?.profiles ?? [];
  const badgeOf = (item: MenuItem) =>
    featurePieces().menuBadges.find(
      (badge) => badge.link === item.link && holdsAnyProfile(profiles, badge.profiles),
    );
  return (
    <List
      component={depth === 0 ? 'nav' : 'div'}
      aria-label={depth === 0 ? 'Main menu' : undefined}
      disablePadding
      dense
    >
      {items.map((item) => {
        const badge = badgeOf(item);
        return item.multilevel ? (
          <MenuGroup
            key={item.key}
            item={item}
            onNavigate={onNavigate}
            depth={depth}
            badges={(item.child ?? []).flatMap((child) => badgeOf(child) ?? [])}
          />
        ) : (
          <LeafItem
            key={item.key}
            item={item}
            depth={depth}
            badge={badge}
            onNavigate={onNavigate}
          />
        );
      })}
    </List>
  );
}
