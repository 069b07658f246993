import { AUTH_MESSAGES } from '@quadro/contract/messages';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { isRedirectError } from '../api/http-error.ts';
import { LOGIN_PATH } from '../navigation.ts';
import { toast } from '../notifications/notification-store.ts';
import { useCurrentAccount } from './current-account.ts';
import { logout } from './logout.ts';
import { saveUserId } from './session.ts';
import { useStoredUser } from './use-session.ts';

function AccountCheck({ children }: { children: ReactNode }) {
  const account = useCurrentAccount();

  useEffect(() => {
    if (account.data) saveUserId(account.data.id);
  }, [account.data]);

  useEffect(() => {
    if (!account.isError || isRedirectError(account.error)) return;
    toast.error(AUTH_MESSAGES.couldNotAuthenticate);
    logout();
  }, [account.isError, account.error]);

  return account.data ? children : <PageLoader />;
}

/** Spec §4: the area needs a stored user, then the account must load; otherwise back to sign-in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useStoredUser();
  const location = useLocation();
  if (!user) return <Navigate to={LOGIN_PATH} replace state={{ from: location }} />;
  return <AccountCheck>{children}</AccountCheck>;
}
