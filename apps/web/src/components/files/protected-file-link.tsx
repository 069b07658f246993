import Link from '@mui/material/Link';
import { errorText } from '../../app/api/error-message.ts';
import { apiDownload } from '../../app/api/http-client.ts';
import { toast } from '../../app/notifications/notification-store.ts';

/** Opens a file the API guards in a new tab (it needs the bearer token, so it is not a plain URL). */
export function ProtectedFileLink({ path, label }: { path: string; label: string }) {
  const open = async () => {
    try {
      const file = await apiDownload(path, 'file');
      const url = URL.createObjectURL(file.blob);
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  return (
    <Link component="button" type="button" variant="body2" onClick={open}>
      {label}
    </Link>
  );
}
