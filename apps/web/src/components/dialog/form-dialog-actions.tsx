import Button from '@mui/material/Button';

export interface FormDialogSubmit {
  /** The id of the form the Submit button sends. */
  formId: string;
  submitLabel?: string;
  /** Submit waits for something to send (spec §2: a dialog can disable only Submit). */
  submitDisabled?: boolean;
  /** 'Close' where each row's change is already saved, so leaving loses nothing. */
  cancelLabel?: string;
  /** The call is running: Submit shows a spinner. */
  pending?: boolean;
  /** Submit in the error colour: the action cannot be undone. */
  danger?: boolean;
  /** Cancel is disabled while the call runs (the dialog's work would be lost half-way). */
  lockCancelWhilePending?: boolean;
  /** The form has done its work and shows the outcome (a token, codes): one Done closes it. */
  done?: boolean;
}

/** A form dialog's buttons: Cancel, then the form's Submit; Done alone once it is done. */
export function FormDialogActions({
  formId,
  submitLabel = 'Submit',
  submitDisabled = false,
  cancelLabel = 'Cancel',
  pending = false,
  danger = false,
  lockCancelWhilePending = false,
  done = false,
  onCancel,
}: FormDialogSubmit & { onCancel: () => void }) {
  if (done) {
    return (
      <Button variant="contained" onClick={onCancel}>
        Done
      </Button>
    );
  }
  return (
    <>
      <Button onClick={onCancel} disabled={lockCancelWhilePending && pending}>
        {cancelLabel}
      </Button>
      <Button
        type="submit"
        form={formId}
        variant="contained"
        color={danger ? 'error' : 'primary'}
        disabled={submitDisabled}
        loading={pending}
      >
        {submitLabel}
      </Button>
    </>
  );
}
