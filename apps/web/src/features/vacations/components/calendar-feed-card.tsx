import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toast } from '../../../app/notifications/notification-store.ts';
import { useCalendarFeed } from '../api/get-calendar-feed.ts';
import { useRegenerateFeed } from '../api/regenerate-feed.ts';

function FeedAddress({ label, url }: { label: string; url: string }) {
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    toast.success('Address copied.');
  };
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={url}
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={`Copy: ${label}`} onClick={copy} edge="end">
                <ContentCopyIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The secret iCalendar addresses of approved vacations, to subscribe from a calendar app. */
export function CalendarFeedCard({ show }: { show: 'mine' | 'team' }) {
  const feed = useCalendarFeed();
  const regenerate = useRegenerateFeed();
  const url = show === 'mine' ? feed.data?.mine : feed.data?.team;
  return (
    <Card variant="outlined" component="section" aria-labelledby="calendar-feed-title">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography
            id="calendar-feed-title"
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 600 }}
          >
            Subscribe in your calendar app
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Approved vacations {show === 'mine' ? 'of yours' : 'of everyone'} in Google Calendar,
            Outlook or Apple Calendar. Keep the address private: whoever has it sees the dates. Make
            a new one if it leaked.
          </Typography>
          {url && (
            <FeedAddress
              label={show === 'mine' ? 'My vacations (iCalendar)' : 'Team vacations (iCalendar)'}
              url={url}
            />
          )}
          <div>
            <Button
              variant="outlined"
              loading={regenerate.isPending}
              onClick={() => regenerate.mutate()}
            >
              Make a new address
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
