import Typography from '@mui/material/Typography';
import { TWO_FACTOR_MESSAGES } from '@quadro/contract/two-factor';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { PasswordAndCodeForm } from './password-and-code-form.tsx';

const FORM_ID = 'turn-off-two-factor-form';

/** Turning it off asks for the password and a current code, so a left-open session cannot. */
export function TurnOffTwoFactorDialog({ onClose }: { onClose: () => void }) {
  const disable = useDisableTwoFactor(onClose);
  return (
    <FormDialog
      open
      title="Turn off two-factor sign-in"
      onClose={onClose}
      formId={FORM_ID}
      submitLabel="Turn off"
      pending={disable.isPending}
      danger
    >
      <Typography variant="body2">{TWO_FACTOR_MESSAGES.turnOffExplained}</Typography>
      <PasswordAndCodeForm id={FORM_ID} label="Turn off two-factor sign-in" call={disable} />
    </FormDialog>
  );
}
