import Alert from '@mui/material/Alert';
import { useFormState } from 'react-hook-form';

/** The form's error line: a refusal that names none of its fields (`showServerErrors`). */
export function FormRootError() {
  const { errors } = useFormState();
  if (!errors.root?.message) return null;
  return <Alert severity="error">{errors.root.message}</Alert>;
}
