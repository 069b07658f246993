import { authFlowErrorText } from '../../../app/api/auth-flow-error.ts';
import { FormError } from './form-error.tsx';

/**
 * Loaded only once a sign-in failed (the known-message table needs the contract, and Zod with it)
 * or the second step sent the user back with a `notice`.
 */
export function LoginError({ error, notice }: { error?: unknown; notice?: string | undefined }) {
  return <FormError tone="warning" message={notice ?? authFlowErrorText('login', error)} />;
}
