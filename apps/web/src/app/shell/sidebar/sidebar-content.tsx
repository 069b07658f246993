import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { BrandLogo } from '../../../components/layout/brand-logo.tsx';
import { useCurrentAccount } from '../../auth/current-account.ts';
import { useVisibleMenu } from '../search/use-visible-menu.ts';
import { UserAvatar } from '../user-avatar.tsx';
import { SidebarMenu } from './sidebar-menu.tsx';
import { StatusPicker } from './status-picker.tsx';

const ChangelogDialog = lazy(async () => ({
  default: (await import('../changelog/changelog-dialog.tsx')).ChangelogDialog,
}));

export function SidebarContent({ onNavigate }: { onNavigate: () => void }) {
  const { data: account } = useCurrentAccount();
  const menu = useVisibleMenu();
  const [changelogOpen, setChangelogOpen] = useState(false);
  return (
    <Stack sx={{ height: '100%' }}>
      <Box sx={{ px: 2.5, height: 64, display: 'flex', alignItems: 'center', flexShrink: 0 }}>
        <BrandLogo />
      </Box>
      <Stack spacing={0.5} sx={{ alignItems: 'center', px: 2, pt: 1, pb: 2 }}>
        <UserAvatar size={64} />
        <Typography
          variant="subtitle1"
          component="p"
          sx={{ fontWeight: 600, textAlign: 'center' }}
          data-testid="sidebar-user-name"
        >
          {account?.name}
        </Typography>
        <StatusPicker />
      </Stack>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', py: 1 }}>
        <SidebarMenu items={menu} onNavigate={onNavigate} />
      </Box>
      <Divider />
      <Box sx={{ p: 1, textAlign: 'center' }}>
        <Button
          size="small"
          color="inherit"
          onClick={() => setChangelogOpen(true)}
          sx={{ color: 'text.secondary' }}
        >
          Version {import.meta.env.QUADRO_VERSION}
        </Button>
      </Box>
      {changelogOpen && (
        <Suspense fallback={null}>
          <ChangelogDialog open onClose={() => setChangelogOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
