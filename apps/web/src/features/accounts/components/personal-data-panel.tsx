import Download from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDownloadOwnPersonalData } from '../api/download-own-personal-data.ts';

/** The own profile's copy of everything the portal holds about the person (GDPR art. 15 and 20). */
export function PersonalDataPanel() {
  const download = useDownloadOwnPersonalData();
  return (
    <Card component="section" aria-labelledby="personal-data-title">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', gap: 1 }}
        >
          <div>
            <Typography id="personal-data-title" variant="h6" component="h3">
              Your data
            </Typography>
            <Typography variant="body2" color="text.secondary">
              One zip with everything the portal holds about you and your files, each explained in
              its README.
            </Typography>
          </div>
          <Button
            size="small"
            startIcon={<Download />}
            loading={download.isPending}
            onClick={() => download.mutate()}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          >
            Download my data
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
