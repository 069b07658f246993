import type { TokenResponse } from '@quadro/contract/identity';
import { HttpError } from '../../../app/api/http-error.ts';
import { useSubmission } from '../../../app/api/use-submission.ts';
import { saveSignIn } from '../../../app/auth/session.ts';
import { requestToken } from '../../../app/auth/token-endpoint.ts';

interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
}

/** A right password for an account that also asks for a code: what the second step needs. */
export interface SignInChallenge {
  /** Sent back with the code; single use, and it expires. */
  mfaToken: string;
  /** The server's request for the code, shown under the step's heading. */
  prompt: string;
  email: string;
  /** Step one's Remember choice: the tokens of step two are kept where step one would have. */
  remember: boolean;
}

/**
 * Spec §4, §7: the account a token belongs to is asked, then both are stored at once (the account's
 * id is stored locally). The account call and its schema load only now, keeping the page light.
 */
export async function storeSignIn(token: TokenResponse, remember: boolean): Promise<void> {
  const { getAccountOf } = await import('../../../app/auth/current-account.ts');
  const account = await getAccountOf(token.access_token);
  saveSignIn(token, account.id, remember);
}

/** The password grant's 403 `mfa_required`; its schema loads only when a 403 arrives. */
async function challengeOf(error: unknown) {
  if (!(error instanceof HttpError) || error.status !== 403) return undefined;
  const { mfaRequiredSchema } = await import('@quadro/contract/two-factor');
  return mfaRequiredSchema.safeParse(error.body).data;
}

/** Signs in, or answers the challenge when the account asks for a code as well. */
export async function login({
  email,
  password,
  remember,
}: LoginInput): Promise<SignInChallenge | null> {
  let token: TokenResponse;
  try {
    token = await requestToken({ grant_type: 'password', username: email, password });
  } catch (error) {
    const challenge = await challengeOf(error);
    if (!challenge) throw error;
    return {
      mfaToken: challenge.mfa_token,
      prompt: challenge.error_description,
      email,
      remember,
    } satisfies SignInChallenge;
  }
  await storeSignIn(token, remember);
  return null;
}

export function useLogin() {
  return useSubmission(login);
}
