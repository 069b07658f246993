import Button from '@mui/material/Button';
import { type TravelZip, useDownloadTravelZip } from '../api/download-travel-zip.ts';

/**
 * Downloads a zip of printed kilometre maps (and their receipts): finance's month, or the
 * employee's own year.
 */
export function TravelZipButton({ zip }: { zip: TravelZip }) {
  const download = useDownloadTravelZip();
  return (
    <Button variant="outlined" disabled={download.isPending} onClick={() => download.mutate(zip)}>
      {'month' in zip ? 'Download month (zip)' : 'Download year (zip)'}
    </Button>
  );
}
