import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onCancel: () => void;
  onSubmit: () => void;
  submitLabel?: string;
  /** Shows a spinner on Submit and disables both buttons, e.g. while the call runs. */
  loading?: boolean;
  /** Disables both buttons. */
  disabled?: boolean;
  /** Disables only Submit. */
  submitDisabled?: boolean;
}

/** Spec §2 generic confirm dialog: Cancel and Submit (default label), either or both can be disabled. */
export function ConfirmDialog({
  open,
  title,
  children,
  onCancel,
  onSubmit,
  submitLabel = 'Submit',
  loading = false,
  disabled = false,
  submitDisabled = false,
}: ConfirmDialogProps) {
  const locked = disabled || loading;
  return (
    <Dialog open={open} onClose={locked ? undefined : onCancel} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={locked}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={onSubmit}
          disabled={locked || submitDisabled}
          loading={loading}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
