import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WORKSPACES } from '@quadro/contract/account';
import { formatCalendarDay } from '@quadro/contract/formatting';
import type { PublicProfile } from '@quadro/contract/people';
import { InterestChips } from './interest-chips.tsx';

const NOT_SET = '—';

function details(profile: PublicProfile) {
  return [
    { label: 'Nickname', value: profile.nickname },
    { label: 'Job Title', value: profile.job_title },
    {
      label: 'Workspace',
      value:
        WORKSPACES.find((workspace) => workspace.key === profile.workspace)?.name ??
        profile.workspace,
    },
    { label: 'Start Date', value: profile.start_date && formatCalendarDay(profile.start_date) },
  ];
}

/** The public fields and interests of a person; a hidden person's card says so instead. */
export function PublicProfileDetails({
  profile,
  limited,
}: {
  profile: PublicProfile;
  limited: boolean;
}) {
  if (limited) {
    return (
      <Card>
        <CardContent>
          <Typography sx={{ color: 'text.secondary' }}>
            {profile.name} keeps their profile hidden on the public view.
          </Typography>
        </CardContent>
      </Card>
    );
  }
  return (
    <Stack spacing={3}>
      <Card>
        <CardContent>
          {profile.hidden && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
              Hidden on the public view: colleagues see only the name and picture.
            </Typography>
          )}
          <Grid container spacing={2}>
            {details(profile).map(({ label, value }) => (
              <Grid key={label} size={{ xs: 12, sm: 6, md: 3 }}>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {label}
                </Typography>
                <Typography>{value || NOT_SET}</Typography>
              </Grid>
            ))}
          </Grid>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="person-interests-title">
        <CardContent>
          <Typography id="person-interests-title" variant="h6" component="h3" sx={{ mb: 2 }}>
            Interests
          </Typography>
          <InterestChips interests={profile.interests} />
        </CardContent>
      </Card>
    </Stack>
  );
}
