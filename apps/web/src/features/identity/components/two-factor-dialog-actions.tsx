import Button from '@mui/material/Button';

/** A two-factor dialog's buttons: Cancel and the form's submit, or Done once it has finished. */
export function TwoFactorDialogActions({
  formId,
  submitLabel,
  pending,
  onClose,
  done = false,
  danger = false,
}: {
  formId: string;
  submitLabel: string;
  pending: boolean;
  onClose: () => void;
  done?: boolean;
  danger?: boolean;
}) {
  if (done) {
    return (
      <Button variant="contained" onClick={onClose}>
        Done
      </Button>
    );
  }
  return (
    <>
      <Button onClick={onClose}>Cancel</Button>
      <Button
        type="submit"
        form={formId}
        variant="contained"
        color={danger ? 'error' : 'primary'}
        loading={pending}
      >
        {submitLabel}
      </Button>
    </>
  );
}
