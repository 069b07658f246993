import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { SCIM_BASE_PATH, type ScimToken } from '@quadro/contract/provisioning';
import { useState } from 'react';
import { copyText } from '../../../app/clipboard/copy-text.ts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { useScimTokens } from '../api/get-scim-tokens.ts';
import { useSsoProviders } from '../api/get-sso-providers.ts';
import { useRevokeScimToken } from '../api/revoke-scim-token.ts';
import { NewScimTokenDialog } from './new-scim-token-dialog.tsx';
import { ScimTokenTable } from './scim-token-table.tsx';

/**
 * Provisioning (SCIM): the address the identity provider is given, and the bearer tokens HR makes
 * for it and revokes.
 */
export function ScimSection() {
  const tokens = useScimTokens();
  const providers = useSsoProviders().data ?? [];
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ScimToken | null>(null);
  const revoke = useRevokeScimToken(() => setRevoking(null));
  const baseUrl = `${window.location.origin}${SCIM_BASE_PATH}`;
  return (
    <Card component="section" aria-labelledby="scim-title" sx={{ maxWidth: 960 }}>
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1 }}
          >
            <Typography id="scim-title" variant="h6" component="h2">
              Provisioning (SCIM)
            </Typography>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setCreating(true)}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
            >
              New token
            </Button>
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            The identity provider creates, updates and deactivates people through SCIM 2.0 at the
            address below, with a token made here as its bearer token. Deactivating a person there
            disables the account and ends every session. A token's provider decides which group
            mapping its groups use.
          </Typography>
          <div>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              SCIM base URL
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
              <Box
                component="code"
                sx={{
                  px: 1.5,
                  py: 1,
                  bgcolor: 'action.hover',
                  borderRadius: 1,
                  fontFamily: 'monospace',
                  wordBreak: 'break-all',
                }}
              >
                {baseUrl}
              </Box>
              <Tooltip title="Copy the SCIM base URL">
                <IconButton
                  aria-label="Copy the SCIM base URL"
                  onClick={() => copyText(baseUrl, 'Address copied.')}
                >
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          </div>
          {tokens.isPending ? (
            <PageLoader label="Loading SCIM tokens" />
          ) : tokens.data && tokens.data.length > 0 ? (
            <ScimTokenTable tokens={tokens.data} providers={providers} onRevoke={setRevoking} />
          ) : (
            <Typography>No Data</Typography>
          )}
        </Stack>
      </CardContent>
      {creating && <NewScimTokenDialog providers={providers} onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke ${revoking?.name ?? ''}?`}
        submitLabel="Revoke"
        loading={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onSubmit={() => revoking && revoke.mutate(revoking.id)}
      >
        The identity provider can no longer provision people with this token. This cannot be undone:
        make a new token to go on.
      </ConfirmDialog>
    </Card>
  );
}
