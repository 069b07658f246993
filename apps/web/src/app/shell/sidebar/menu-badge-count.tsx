import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import type { MenuBadge } from '../../routes/menu-badge.ts';

/** The badge of a menu link: nothing while loading or at zero. */
export function MenuBadgeCount({ badge }: { badge: MenuBadge }) {
  const count = badge.useCount();
  if (!count) return null;
  return (
    <>
      <Badge badgeContent={count} color="error" max={999} sx={{ mr: 1.5 }} aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {badge.describe(count)}
      </Box>
    </>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
