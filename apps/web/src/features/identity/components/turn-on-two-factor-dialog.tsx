import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type ConfirmTwoFactor,
  confirmTwoFactorSchema,
  type TwoFactorSetup,
} from '@quadro/contract/two-factor';
import type { UseFormReturn } from 'react-hook-form';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { copyText } from '../../../app/clipboard/copy-text.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useConfirmTwoFactor } from '../api/confirm-two-factor.ts';
import { groupSecret } from '../two-factor-texts.ts';
import { RecoveryCodesList } from './recovery-codes-list.tsx';

const FORM_ID = 'turn-on-two-factor-form';
const QR_SIZE = 176;

/** The QR code, and the same secret as a key to type: grouped by four, selected in one click. */
function SetupKey({ setup }: { setup: TwoFactorSetup }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
    >
      <Box
        component="img"
        src={setup.qrCode}
        alt="QR code for your authenticator app"
        width={QR_SIZE}
        height={QR_SIZE}
        sx={{ flexShrink: 0, bgcolor: 'common.white', borderRadius: 1 }}
      />
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Typography variant="body2">
          Scan the QR code with your authenticator app (Google Authenticator, Microsoft
          Authenticator, 1Password, …), or type this key into it:
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography
            component="code"
            sx={{
              fontFamily: 'monospace',
              fontSize: '1rem',
              fontWeight: 600,
              letterSpacing: '0.05em',
              userSelect: 'all',
            }}
          >
            {groupSecret(setup.secret)}
          </Typography>
          <Tooltip title="Copy the key">
            <IconButton
              aria-label="Copy the key"
              size="small"
              onClick={() => copyText(setup.secret, 'Key copied.')}
            >
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
    </Stack>
  );
}

interface TurnOnTwoFactorDialogProps {
  setup: TwoFactorSetup;
  /** Whose codes they are, written at the top of recovery-codes.txt. */
  account: string;
  onClose: () => void;
}

/**
 * Step 1: the secret (QR code and key) and the app's first code. Step 2: the ten recovery codes,
 * this once. Closing at any point asks nothing: before the code nothing changed.
 */
export function TurnOnTwoFactorDialog({ setup, account, onClose }: TurnOnTwoFactorDialogProps) {
  const confirm = useConfirmTwoFactor();
  const codes = confirm.data?.recoveryCodes;
  const submit = (values: ConfirmTwoFactor, form: UseFormReturn<{ code: string }>) =>
    confirm.mutate(values, {
      onError: (error) => showServerFieldErrors(error, form.setError, ['code'], 'code'),
    });
  return (
    <FormDialog
      open
      title="Turn on two-factor sign-in"
      onClose={onClose}
      formId={FORM_ID}
      submitLabel="Confirm"
      pending={confirm.isPending}
      done={Boolean(codes)}
    >
      {codes ? (
        <RecoveryCodesList codes={codes} account={account} />
      ) : (
        <>
          <SetupKey setup={setup} />
          <Form
            id={FORM_ID}
            schema={confirmTwoFactorSchema}
            defaultValues={{ code: '' }}
            onSubmit={submit}
            aria-label="Confirm the authenticator app"
          >
            {() => (
              <FormTextField
                name="code"
                label="Authentication code"
                hint="The 6 digits the app shows now"
                autoComplete="one-time-code"
                htmlInput={{ inputMode: 'numeric', maxLength: 7 }}
              />
            )}
          </Form>
        </>
      )}
    </FormDialog>
  );
}
