import TextField from '@mui/material/TextField';
import { REJECTION_REASON_MAX_LENGTH } from '@quadro/contract/approval';

/** The reason a decision-maker gives for a rejection: required, as long as the contract allows. */
export function RejectionReasonField({
  value,
  onChange,
  error,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint: string;
}) {
  return (
    <TextField
      autoFocus
      fullWidth
      multiline
      minRows={2}
      label="Rejection reason"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { maxLength: REJECTION_REASON_MAX_LENGTH } }}
      sx={{ mt: 1 }}
    />
  );
}
