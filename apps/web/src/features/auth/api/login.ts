import type { TokenResponse } from '@quadro/contract/auth';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { saveToken } from '../../../app/auth/session.ts';
import { requestToken } from '../../../app/auth/token-endpoint.ts';

interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
}

export function login({ email, password }: LoginInput): Promise<TokenResponse> {
  return requestToken({ grant_type: 'password', username: email, password });
}

export function useLogin() {
  return useAppMutation({
    mutationFn: login,
    inlineError: true,
    onSuccess: (token, input) => saveToken(token, input.remember),
  });
}
