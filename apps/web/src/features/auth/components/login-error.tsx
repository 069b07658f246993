import { authFlowErrorText } from '../../../app/api/auth-flow-error.ts';
import { FormError } from './form-error.tsx';

/** Loaded only once a sign-in failed: the known-message table needs the contract, and Zod with it. */
export function LoginError({ error }: { error: unknown }) {
  return <FormError tone="warning" message={authFlowErrorText('login', error)} />;
}
