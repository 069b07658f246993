import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@quadro/contract/formatting';
import type { Session } from '@quadro/contract/sessions';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/get-sessions.ts';

type Ending = { kind: 'one'; session: Session } | { kind: 'others' } | null;

/** "Where you're signed in": each session with its device and uses; sign one out, or all others. */
export function SessionsPanel() {
  const { data: sessions } = useSessions();
  const [ending, setEnding] = useState<Ending>(null);
  const end = useEndSession(() => setEnding(null));
  const others = (sessions ?? []).filter((session) => !session.current);
  return (
    <Card component="section" aria-labelledby="sessions-title">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', gap: 1, mb: 1 }}
        >
          <Typography id="sessions-title" variant="h6" component="h3">
            Where you're signed in
          </Typography>
          <Button
            size="small"
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
            disabled={others.length === 0}
            onClick={() => setEnding({ kind: 'others' })}
          >
            Sign out everywhere else
          </Button>
        </Stack>
        {sessions && sessions.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>No Data</Typography>
        )}
        <List aria-labelledby="sessions-title" disablePadding>
          {(sessions ?? []).map((session) => (
            <ListItem
              key={session.id}
              divider
              disableGutters
              secondaryAction={
                session.current ? (
                  <Chip size="small" color="success" label="This device" />
                ) : (
                  <Button
                    size="small"
                    aria-label={`Sign out: ${session.device}, last used ${formatDateTime(session.lastUsedAt)}`}
                    onClick={() => setEnding({ kind: 'one', session })}
                  >
                    Sign out
                  </Button>
                )
              }
              sx={{ pr: 14 }}
            >
              <ListItemText
                primary={session.device}
                secondary={[
                  session.provider && `via ${session.provider}`,
                  session.address && `From ${session.address}`,
                  `First used ${formatDateTime(session.firstUsedAt)}`,
                  `Last used ${formatDateTime(session.lastUsedAt)}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <ConfirmDialog
        open={ending !== null}
        title={ending?.kind === 'others' ? 'Sign out everywhere else?' : 'Sign out this session?'}
        loading={end.isPending}
        onCancel={() => setEnding(null)}
        onSubmit={() => end.mutate(ending?.kind === 'one' ? ending.session.id : 'others')}
      >
        {ending?.kind === 'others'
          ? 'Every other browser and app signed in as you will have to sign in again.'
          : `${ending?.kind === 'one' ? ending.session.device : ''} will have to sign in again.`}
      </ConfirmDialog>
    </Card>
  );
}
