import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangelogEntry, parseChangelog } from './parse-changelog.ts';
import changelogMarkdown from './product-history.md?raw';

const SECTIONS = [
  { key: 'added', label: 'Added', color: 'success' },
  { key: 'changed', label: 'Changed', color: 'info' },
  { key: 'fixed', label: 'Fixed', color: 'warning' },
  { key: 'security', label: 'Security', color: 'error' },
] as const;

const ENTRIES = parseChangelog(changelogMarkdown);

function Release({ entry }: { entry: ChangelogEntry }) {
  return (
    <Stack component="section" spacing={1.5}>
      <Typography variant="h6" component="h3">
        {entry.version}{' '}
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {entry.date}
        </Typography>
      </Typography>
      {SECTIONS.filter(({ key }) => entry[key].length > 0).map(({ key, label, color }) => (
        <Stack key={key} spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Chip label={label} color={color} size="small" />
          <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
            {entry[key].map((item) => (
              <Typography component="li" variant="body2" key={item}>
                {item}
              </Typography>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

export function ChangelogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle>Changelog</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          {ENTRIES.map((entry) => (
            <Release key={entry.version} entry={entry} />
          ))}
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
