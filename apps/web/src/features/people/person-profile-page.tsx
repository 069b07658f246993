import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { isLimitedProfile } from '@quadro/contract/people';
import { Suspense } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useCurrentAccount } from '../../app/auth/current-account.ts';
import { featurePieces } from '../../app/routes/feature-pieces.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { ProfileHeader } from '../../components/profile/profile-header.tsx';
import { usePublicProfile } from './api/get-public-profile.ts';
import { PublicProfileDetails } from './components/public-profile-details.tsx';

type PersonTab = 'about' | 'public';

/** /app/profile/:id: another person's public profile; one's own id opens /app/my-profile. */
export function PersonProfilePage() {
  const { id = '' } = useParams();
  const { data: account } = useCurrentAccount();
  const { data: profile } = usePublicProfile(id);
  const [params, setParams] = useSearchParams();
  const PostsPanel = featurePieces().profilePublicPanels?.person;
  const tab: PersonTab = params.get('selectedTab') === 'public' ? 'public' : 'about';
  if (account?.id === id) return <Navigate to="/app/my-profile" replace />;
  if (!profile) return <PageLoader />;
  const limited = isLimitedProfile(profile);
  return (
    <Stack spacing={3}>
      <ProfileHeader person={profile} />
      <Tabs
        value={tab}
        onChange={(_event, next: PersonTab) => setParams({ selectedTab: next })}
        aria-label="Profile sections"
      >
        <Tab value="about" label="About" />
        <Tab value="public" label="Posts" />
      </Tabs>
      {tab === 'about' ? (
        <PublicProfileDetails profile={profile} limited={limited} />
      ) : (
        PostsPanel && (
          <Suspense fallback={<PageLoader />}>
            <PostsPanel personId={profile.id} />
          </Suspense>
        )
      )}
    </Stack>
  );
}
