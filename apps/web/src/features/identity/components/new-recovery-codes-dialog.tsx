import Typography from '@mui/material/Typography';
import { TWO_FACTOR_MESSAGES } from '@quadro/contract/two-factor';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes.ts';
import { PasswordAndCodeForm } from './password-and-code-form.tsx';
import { RecoveryCodesList } from './recovery-codes-list.tsx';

const FORM_ID = 'new-recovery-codes-form';

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
  return (
    <FormDialog
      open
      title="New recovery codes"
      onClose={onClose}
      formId={FORM_ID}
      submitLabel="Make new codes"
      pending={regenerate.isPending}
      done={Boolean(codes)}
    >
      {codes ? (
        <RecoveryCodesList codes={codes} account={account} />
      ) : (
        <>
          <Typography variant="body2">{TWO_FACTOR_MESSAGES.newRecoveryCodesExplained}</Typography>
          <PasswordAndCodeForm id={FORM_ID} label="New recovery codes" call={regenerate} />
        </>
      )}
    </FormDialog>
  );
}
