import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  type RegenerateRecoveryCodes,
  regenerateRecoveryCodesSchema,
  TWO_FACTOR_MESSAGES,
} from '@quadro/contract/two-factor';
import type { UseFormReturn } from 'react-hook-form';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormPasswordField } from '../../../components/form/form-password-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes.ts';
import { RecoveryCodesList } from './recovery-codes-list.tsx';

const FORM_ID = 'new-recovery-codes-form';
const FIELDS = ['password', 'code'];
const EMPTY_FORM = { password: '', code: '' };

interface NewRecoveryCodesDialogProps {
  /** Whose codes they are, written at the top of recovery-codes.txt. */
  account: string;
  onClose: () => void;
}

/**
 * New recovery codes: the password and a current code (a left-open session cannot), then the ten
 * new codes, this once. The old ones stop working.
 */
export function NewRecoveryCodesDialog({ account, onClose }: NewRecoveryCodesDialogProps) {
  const regenerate = useRegenerateRecoveryCodes();
  const codes = regenerate.data?.recoveryCodes;
  const submit = (values: RegenerateRecoveryCodes, form: UseFormReturn<typeof EMPTY_FORM>) =>
    regenerate.mutate(values, {
      onError: (error) => showServerFieldErrors(error, form.setError, FIELDS, 'code'),
    });
  return (
    <FormDialog
      open
      title="New recovery codes"
      onClose={onClose}
      actions={
        codes ? (
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" form={FORM_ID} variant="contained" loading={regenerate.isPending}>
              Make new codes
            </Button>
          </>
        )
      }
    >
      {codes ? (
        <RecoveryCodesList codes={codes} account={account} />
      ) : (
        <>
          <Typography variant="body2">{TWO_FACTOR_MESSAGES.newRecoveryCodesExplained}</Typography>
          <Form
            id={FORM_ID}
            schema={regenerateRecoveryCodesSchema}
            defaultValues={EMPTY_FORM}
            onSubmit={submit}
            aria-label="New recovery codes"
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
        </>
      )}
    </FormDialog>
  );
}
