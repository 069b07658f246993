import Link from '@mui/material/Link';
import { errorText } from '../../../app/api/error-message.ts';
import { apiDownload } from '../../../app/api/http-client.ts';
import { toast } from '../../../app/notifications/notification-store.ts';

/** Opens the absence's justification in a new tab (the file needs the bearer token, not a URL). */
export function JustificationLink({ mapId, absenceId }: { mapId: string; absenceId: string }) {
  const open = async () => {
    try {
      const file = await apiDownload(
        `/api/work-maps/${mapId}/absences/${absenceId}/justification`,
        'justification',
      );
      const url = URL.createObjectURL(file.blob);
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  return (
    <Link component="button" type="button" variant="body2" onClick={open}>
      Open justification
    </Link>
  );
}
