import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { saveSignIn } from '../../../app/auth/session.ts';
import { requestToken } from '../../../app/auth/token-endpoint.ts';

interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
}

/**
 * Gets a token, then the account it belongs to, and stores both at once (spec §4, §7: the account's
 * id is stored locally). The account call and its schema load only now, keeping the page light.
 */
export async function login({ email, password, remember }: LoginInput): Promise<void> {
  const token = await requestToken({ grant_type: 'password', username: email, password });
  const { getAccountOf } = await import('../../../app/auth/current-account.ts');
  const account = await getAccountOf(token.access_token);
  saveSignIn(token, account.id, remember);
}

export function useLogin() {
  return useAppMutation({ mutationFn: login, inlineError: true });
}
