import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@quadro/contract/formatting';
import type { SignInLink } from '@quadro/contract/sso-schemas';
import { useSignInLinks } from '../api/get-sign-in-links.ts';

function describe(link: SignInLink): string {
  return [
    link.email ?? 'No e-mail given',
    `Linked ${formatDateTime(link.linkedAt)}`,
    link.lastSignInAt ? `Last sign-in ${formatDateTime(link.lastSignInAt)}` : 'Never signed in',
  ].join(' · ');
}

/** HR's view of how the person signs in through identity providers; nothing when never linked. */
export function SignInLinksPanel({ personId }: { personId: string }) {
  const { data: links } = useSignInLinks(personId);
  if (!links || links.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="sign-in-links-title" spacing={1}>
      <Typography
        id="sign-in-links-title"
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 600 }}
      >
        Sign-in
      </Typography>
      <List aria-labelledby="sign-in-links-title" disablePadding>
        {links.map((link) => (
          <ListItem key={`${link.providerId} ${link.subject}`} divider disableGutters>
            <ListItemText primary={link.providerName} secondary={describe(link)} />
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              {link.createdBySignIn && <Chip size="small" label="Created by sign-in" />}
              {link.provisioned && <Chip size="small" color="info" label="Provisioned by SCIM" />}
            </Stack>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
