import Drawer from '@mui/material/Drawer';
import { SIDEBAR_WIDTH_PX } from '@quadro/contract/ui-constants';
import { SidebarContent } from './sidebar-content.tsx';

interface SidebarProps {
  isDesktop: boolean;
  open: boolean;
  onClose: () => void;
}

const paperStyle = {
  width: SIDEBAR_WIDTH_PX,
  boxSizing: 'border-box',
  borderRight: 1,
  borderColor: 'divider',
} as const;

/** Fixed beside the content on wide screens; a temporary drawer opened by the menu button on phones. */
export function Sidebar({ isDesktop, open, onClose }: SidebarProps) {
  return (
    <Drawer
      variant={isDesktop ? 'persistent' : 'temporary'}
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{ paper: { sx: paperStyle, 'aria-label': 'Sidebar' } }}
      sx={{ width: isDesktop && open ? SIDEBAR_WIDTH_PX : 0, flexShrink: 0 }}
    >
      <SidebarContent onNavigate={isDesktop ? () => {} : onClose} />
    </Drawer>
  );
}
