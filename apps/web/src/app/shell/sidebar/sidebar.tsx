import Drawer from '@mui/material/Drawer';
import { SIDEBAR_WIDTH_PX } from '@quadro/contract/ui-constants';
import { SidebarContent } from './sidebar-content.tsx';

interface SidebarProps {
  /** The side of the screen on wide screens (the right sidebar layout); phones open it left. */
  anchor?: 'left' | 'right';
  isDesktop: boolean;
  open: boolean;
  onClose: () => void;
}

const paperStyle = (side: 'left' | 'right') =>
  ({
    width: SIDEBAR_WIDTH_PX,
    boxSizing: 'border-box',
    [side === 'left' ? 'borderRight' : 'borderLeft']: 1,
    borderColor: 'divider',
  }) as const;

/** Fixed beside the content on wide screens; a temporary drawer opened by the menu button on phones. */
export function Sidebar({ anchor = 'left', isDesktop, open, onClose }: SidebarProps) {
  const side = isDesktop ? anchor : 'left';
  return (
    <Drawer
      variant={isDesktop ? 'persistent' : 'temporary'}
      anchor={side}
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{ paper: { sx: paperStyle(side), 'aria-label': 'Sidebar' } }}
      sx={{ width: isDesktop && open ? SIDEBAR_WIDTH_PX : 0, flexShrink: 0 }}
    >
      <SidebarContent onNavigate={isDesktop ? () => {} : onClose} />
    </Drawer>
  );
}
