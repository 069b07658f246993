import { MFA_GRANT_TYPE } from '@quadro/contract/two-factor';
import { useSubmission } from '../../../app/api/use-submission.ts';
import { requestToken } from '../../../app/auth/token-endpoint.ts';
import type { CodeKind } from '../sign-in-code.ts';
import { type SignInChallenge, storeSignIn } from './login.ts';

interface VerifyInput {
  challenge: SignInChallenge;
  kind: CodeKind;
  code: string;
}

/** The sign-in's second step: the challenge's token with a current code or a recovery code. */
export async function verifySignInCode({ challenge, kind, code }: VerifyInput): Promise<void> {
  const proof = kind === 'otp' ? { otp: code } : { recovery_code: code };
  const token = await requestToken({
    grant_type: MFA_GRANT_TYPE,
    mfa_token: challenge.mfaToken,
    ...proof,
  });
  await storeSignIn(token, challenge.remember);
}

export function useVerifySignInCode() {
  return useSubmission(verifySignInCode);
}
