import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTwoFactorStatus } from '../api/get-two-factor-status.ts';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup.ts';
import { recoveryCodesLeft } from '../two-factor-texts.ts';
import { TurnOffTwoFactorDialog } from './turn-off-two-factor-dialog.tsx';
import { TurnOnTwoFactorDialog } from './turn-on-two-factor-dialog.tsx';

/** Below this many recovery codes the card suggests getting new ones. */
const FEW_RECOVERY_CODES = 3;

/**
 * Two-factor sign-in on the own profile: on or off, the recovery codes left, and the dialogs that
 * turn it on (each 'Turn on' asks the server for a new secret) and off.
 */
export function TwoFactorPanel({ account }: { account: string }) {
  const { data: status } = useTwoFactorStatus();
  const setup = useStartTwoFactorSetup();
  const [turningOff, setTurningOff] = useState(false);
  const few = status?.enabled && status.recoveryCodesLeft <= FEW_RECOVERY_CODES;
  return (
    <Card component="section" aria-labelledby="two-factor-title">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', gap: 1, mb: 1 }}
        >
          <Typography id="two-factor-title" variant="h6" component="h3">
            Two-factor sign-in
          </Typography>
          {status && (
            <Button
              size="small"
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
              loading={setup.isPending}
              onClick={() => (status.enabled ? setTurningOff(true) : setup.mutate())}
            >
              {status.enabled ? 'Turn off' : 'Turn on'}
            </Button>
          )}
        </Stack>
        {status && (
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Chip
              size="small"
              color={status.enabled ? 'success' : 'default'}
              label={status.enabled ? 'On' : 'Off'}
            />
            <Typography
              variant="body2"
              sx={few ? { fontWeight: 500 } : { color: 'text.secondary' }}
            >
              {status.enabled
                ? `${recoveryCodesLeft(status.recoveryCodesLeft)}${few ? ': turn it off and on again for ten new ones.' : '.'}`
                : 'Turn it on to be asked for a code of an authenticator app as well as your password.'}
            </Typography>
          </Stack>
        )}
      </CardContent>
      {setup.data && (
        <TurnOnTwoFactorDialog
          key={setup.data.secret}
          setup={setup.data}
          account={account}
          onClose={() => setup.reset()}
        />
      )}
      {turningOff && <TurnOffTwoFactorDialog onClose={() => setTurningOff(false)} />}
    </Card>
  );
}
