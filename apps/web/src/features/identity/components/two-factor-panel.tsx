import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTwoFactorStatus } from '../../../app/auth/two-factor-requirement.ts';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup.ts';
import { twoFactorCard } from '../two-factor-texts.ts';
import { NewRecoveryCodesDialog } from './new-recovery-codes-dialog.tsx';
import { TurnOffTwoFactorDialog } from './turn-off-two-factor-dialog.tsx';
import { TurnOnTwoFactorDialog } from './turn-on-two-factor-dialog.tsx';

/**
 * Two-factor sign-in on the own profile: on or off, the recovery codes left, and the dialogs that
 * turn it on (each 'Turn on' asks the server for a new secret) and off, and new recovery codes
 * (the old ones end). A person whose profile
 * requires it is sent here with `?twoFactor=setup` (TWO_FACTOR_SETUP_PATH): the setup opens once.
 */
export function TwoFactorPanel({ email }: { email: string }) {
  const { data: status } = useTwoFactorStatus();
  const setup = useStartTwoFactorSetup();
  const [turningOff, setTurningOff] = useState(false);
  const [makingCodes, setMakingCodes] = useState(false);
  const [params] = useSearchParams();
  const askedForSetup = params.get('twoFactor') === 'setup';
  const startSetup = setup.mutate;
  const setupOpened = useRef(false);
  useEffect(() => {
    if (!askedForSetup || setupOpened.current || !status || status.enabled) return;
    setupOpened.current = true;
    startSetup();
  }, [askedForSetup, status, startSetup]);
  const card = status && twoFactorCard(status);
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
          <Stack direction="row" sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, gap: 1 }}>
            {card?.newCodes && (
              <Button size="small" onClick={() => setMakingCodes(true)}>
                New recovery codes
              </Button>
            )}
            {card?.action && (
              <Button
                size="small"
                loading={setup.isPending}
                onClick={() => (card.action === 'turn-off' ? setTurningOff(true) : setup.mutate())}
              >
                {card.action === 'turn-off' ? 'Turn off' : 'Turn on'}
              </Button>
            )}
          </Stack>
        </Stack>
        {card && (
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Chip
              size="small"
              color={card.on ? 'success' : 'default'}
              label={card.on ? 'On' : 'Off'}
            />
            <Typography
              variant="body2"
              sx={card.emphasis ? { fontWeight: 600 } : { color: 'text.secondary' }}
            >
              {card.line}
            </Typography>
          </Stack>
        )}
      </CardContent>
      {setup.data && (
        <TurnOnTwoFactorDialog
          key={setup.data.secret}
          setup={setup.data}
          account={email}
          onClose={() => setup.reset()}
        />
      )}
      {turningOff && <TurnOffTwoFactorDialog onClose={() => setTurningOff(false)} />}
      {makingCodes && (
        <NewRecoveryCodesDialog account={email} onClose={() => setMakingCodes(false)} />
      )}
    </Card>
  );
}
