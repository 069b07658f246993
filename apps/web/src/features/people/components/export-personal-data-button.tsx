import Download from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import { useDownloadPersonalData } from '../api/download-personal-data.ts';

/** HR's copy of everything the portal holds about the person, as one zip (GDPR art. 15 and 20). */
export function ExportPersonalDataButton({ personId }: { personId: string }) {
  const download = useDownloadPersonalData();
  return (
    <Button
      variant="outlined"
      startIcon={<Download />}
      loading={download.isPending}
      onClick={() => download.mutate(personId)}
      sx={{ mb: 1 }}
    >
      Export personal data
    </Button>
  );
}
