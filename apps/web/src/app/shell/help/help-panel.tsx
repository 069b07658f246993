import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { errorText } from '../../api/error-message.ts';
import { useScreenHelp } from './use-screen-help.ts';

const HelpMarkdown = lazy(() => import('./help-markdown.tsx'));

const PANEL_WIDTH_PX = 420;

function Loader() {
  return (
    <Box role="progressbar" aria-label="Loading help" sx={{ display: 'grid', p: 4 }}>
      <CircularProgress sx={{ justifySelf: 'center' }} />
    </Box>
  );
}

/**
 * The '?' panel: the current screen's help (docs/help/{src}.md) from GET /api/docs. A modal
 * drawer: focus moves into it, Escape or Close closes it and focus goes back to the button.
 */
export function HelpPanel({
  src,
  open,
  onClose,
}: {
  src: string;
  open: boolean;
  onClose: () => void;
}) {
  const help = useScreenHelp(src, open);
  const record = help.data?.data.records[0];
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'help-title',
          sx: { width: { xs: '100%', sm: PANEL_WIDTH_PX } },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
        <Typography id="help-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {record ? record.title : 'Help'}
        </Typography>
        <IconButton aria-label="Close help" onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2, pb: 3, overflowY: 'auto' }}>
        {help.isPending && <Loader />}
        {help.isError && <Alert severity="error">{errorText(help.error)}</Alert>}
        {help.isSuccess &&
          (record ? (
            <Suspense fallback={<Loader />}>
              <HelpMarkdown source={record.source} />
            </Suspense>
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>No Data</Typography>
          ))}
      </Box>
    </Drawer>
  );
}
