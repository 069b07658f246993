import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RECOVERY_CODE_MESSAGES } from '@quadro/contract/two-factor';
import { copyText } from '../../../app/clipboard/copy-text.ts';
import { saveDownload } from '../../../app/files/save-download.ts';
import { recoveryCodesFile } from '../two-factor-texts.ts';

/** The ten recovery codes, shown this once: to copy, download or write down. */
export function RecoveryCodesList({ codes, account }: { codes: string[]; account: string }) {
  const download = () =>
    saveDownload(
      new Blob([recoveryCodesFile(codes, account)], { type: 'text/plain' }),
      'recovery-codes.txt',
    );
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{RECOVERY_CODE_MESSAGES.shownOnce}</Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          py: 1.5,
          px: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
          textAlign: 'center',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => copyText(codes.join('\n'), 'Recovery codes copied.')}
        >
          Copy
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          Download
        </Button>
      </Stack>
    </Stack>
  );
}
