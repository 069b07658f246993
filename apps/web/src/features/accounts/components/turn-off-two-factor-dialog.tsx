import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  type DisableTwoFactor,
  disableTwoFactorSchema,
  TWO_FACTOR_MESSAGES,
} from '@quadro/contract/two-factor';
import type { UseFormReturn } from 'react-hook-form';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormPasswordField } from '../../../components/form/form-password-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';

const FORM_ID = 'turn-off-two-factor-form';
const FIELDS = ['password', 'code'];
const EMPTY_FORM = { password: '', code: '' };

/** Turning it off asks for the password and a current code, so a left-open session cannot. */
export function TurnOffTwoFactorDialog({ onClose }: { onClose: () => void }) {
  const disable = useDisableTwoFactor(onClose);
  const submit = (values: DisableTwoFactor, form: UseFormReturn<typeof EMPTY_FORM>) =>
    disable.mutate(values, {
      onError: (error) => showServerFieldErrors(error, form.setError, FIELDS, 'code'),
    });
  return (
    <FormDialog
      open
      title="Turn off two-factor sign-in"
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            form={FORM_ID}
            variant="contained"
            color="error"
            loading={disable.isPending}
          >
            Turn off
          </Button>
        </>
      }
    >
      <Typography variant="body2">{TWO_FACTOR_MESSAGES.turnOffExplained}</Typography>
      <Form
        id={FORM_ID}
        schema={disableTwoFactorSchema}
        defaultValues={EMPTY_FORM}
        onSubmit={submit}
        aria-label="Turn off two-factor sign-in"
      >
        {() => (
          <>
            <FormPasswordField
              name="password"
              label="Password"
              autoComplete="current-password"
              autoFocus
            />
            <FormTextField
              name="code"
              label="Authentication code"
              hint="The 6 digits your authenticator app shows now"
              autoComplete="one-time-code"
              htmlInput={{ inputMode: 'numeric', maxLength: 7 }}
            />
          </>
        )}
      </Form>
    </FormDialog>
  );
}
