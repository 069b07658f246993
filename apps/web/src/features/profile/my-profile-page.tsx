import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentAccount } from '../../app/auth/current-account.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { ChangePasswordDialog } from './components/change-password-dialog.tsx';
import { EditProfileDialog } from './components/edit-profile-dialog.tsx';
import { OwnProfileAvatar } from './components/own-profile-avatar.tsx';
import { ProfileAbout } from './components/profile-about.tsx';
import { ProfileActions } from './components/profile-actions.tsx';
import { ProfileHeader } from './components/profile-header.tsx';

type ProfileTab = 'about' | 'public';
type OpenDialog = 'edit' | 'password' | null;

export function MyProfilePage() {
  const { data: account } = useCurrentAccount();
  const [params, setParams] = useSearchParams();
  const tab: ProfileTab = params.get('selectedTab') === 'public' ? 'public' : 'about';
  const [dialog, setDialog] = useState<OpenDialog>(null);
  if (!account) return <PageLoader />;
  return (
    <Stack spacing={3}>
      <ProfileHeader
        account={account}
        avatar={<OwnProfileAvatar account={account} />}
        actions={
          <ProfileActions
            onEditProfile={() => setDialog('edit')}
            onChangePassword={() => setDialog('password')}
          />
        }
      />
      <Tabs value={tab} onChange={(_event, next: ProfileTab) => setParams({ selectedTab: next })}>
        <Tab value="about" label="About" />
        <Tab value="public" label="Public" />
      </Tabs>
      {tab === 'about' ? (
        <ProfileAbout account={account} />
      ) : (
        <Card>
          <CardContent>
            <Typography variant="h6" gutterBottom>
              New Post
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              Posting to the public feed is coming soon.
            </Typography>
          </CardContent>
        </Card>
      )}
      {dialog === 'edit' && (
        <EditProfileDialog account={account} open onClose={() => setDialog(null)} />
      )}
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
