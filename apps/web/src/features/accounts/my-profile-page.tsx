import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentAccount } from '../../app/auth/current-account.ts';
import { featurePieces } from '../../app/routes/feature-pieces.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { ProfileHeader } from '../../components/profile/profile-header.tsx';
import { ChangePasswordDialog } from './components/change-password-dialog.tsx';
import { EditProfileDialog } from './components/edit-profile-dialog.tsx';
import { OwnProfileAvatar } from './components/own-profile-avatar.tsx';
import { PersonalDataPanel } from './components/personal-data-panel.tsx';
import { ProfileAbout } from './components/profile-about.tsx';
import { ProfileActions } from './components/profile-actions.tsx';

const OWN_TABS = ['about', 'public'] as const;
type OpenDialog = 'edit' | 'password' | null;

/** The selected tab: one of the page's own or a lent one, else About. */
function selectedTab(raw: string | null): string {
  const known = [...OWN_TABS, ...featurePieces().myProfileTabs.map((tab) => tab.value)];
  return raw && known.includes(raw) ? raw : 'about';
}

export function MyProfilePage() {
  const lentTabs = featurePieces().myProfileTabs;
  const lentSections = featurePieces().myProfileSections;
  const PublicPanel = featurePieces().profilePublicPanels?.own;
  const { data: account } = useCurrentAccount();
  const [params, setParams] = useSearchParams();
  const tab = selectedTab(params.get('selectedTab'));
  const [dialog, setDialog] = useState<OpenDialog>(null);
  if (!account) return <PageLoader />;
  const lent = lentTabs.find((candidate) => candidate.value === tab);
  return (
    <Stack spacing={3}>
      <ProfileHeader
        person={account}
        avatar={<OwnProfileAvatar account={account} />}
        actions={
          <ProfileActions
            onEditProfile={() => setDialog('edit')}
            onChangePassword={() => setDialog('password')}
          />
        }
      />
      <Tabs
        value={tab}
        onChange={(_event, next: string) => setParams({ selectedTab: next })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Profile sections"
      >
        <Tab value="about" label="About" />
        <Tab value="public" label="Public" />
        {lentTabs.map((lentTab) => (
          <Tab key={lentTab.value} value={lentTab.value} label={lentTab.label} />
        ))}
      </Tabs>
      {tab === 'about' && (
        <>
          <ProfileAbout account={account} />
          {lentSections.map(({ name, Section }) => (
            <Suspense key={name} fallback={null}>
              <Section email={account.email} />
            </Suspense>
          ))}
          <PersonalDataPanel />
        </>
      )}
      {tab === 'public' && PublicPanel && (
        <Suspense fallback={<PageLoader />}>
          <PublicPanel personId={account.id} />
        </Suspense>
      )}
      {lent && (
        <Card>
          <CardContent>
            <Suspense fallback={<PageLoader />}>
              <lent.Panel personId={account.id} />
            </Suspense>
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
