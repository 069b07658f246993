import { AUTH_MESSAGES } from '@quadro/contract/messages';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { isRedirectError } from '../api/http-error.ts';
import { LOGIN_PATH, TWO_FACTOR_SETUP_PATH } from '../navigation.ts';
import { toast } from '../notifications/notification-store.ts';
import { useCurrentAccount } from './current-account.ts';
import { logout } from './logout.ts';
import { readUserId, sessionEndedByLogOut } from './session.ts';
import { sessionBelongsTo } from './session-owner.ts';
import { mustSetUpTwoFactor, useTwoFactorStatus } from './two-factor-requirement.ts';
import { useStoredUser } from './use-session.ts';

function AccountCheck({ children }: { children: ReactNode }) {
  const account = useCurrentAccount();
  const belongs = account.data ? sessionBelongsTo(readUserId(), account.data.id) : undefined;
  const failed = (account.isError && !isRedirectError(account.error)) || belongs === false;

  useEffect(() => {
    if (!failed) return;
    toast.error(AUTH_MESSAGES.couldNotAuthenticate);
    logout();
  }, [failed]);

  return belongs ? <TwoFactorGate>{children}</TwoFactorGate> : <PageLoader />;
}

/**
 * A person whose profile requires two-factor sign-in (the system parameter) and has not set it up
 * reaches only their profile, where the setup opens, until it is on.
 */
function TwoFactorGate({ children }: { children: ReactNode }) {
  const status = useTwoFactorStatus();
  const location = useLocation();
  if (!status.data && !status.isError) return <PageLoader />;
  if (mustSetUpTwoFactor(status.data) && location.pathname !== '/app/my-profile') {
    return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  }
  return children;
}

/**
 * Spec §4: the area needs a stored user, then the account must load and be the stored userId's.
 * Without one, sign-in comes back here afterwards (a deep link, an expired session), except after
 * the person's own Log Out: then signing in opens the dashboard.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useStoredUser();
  const location = useLocation();
  if (!user) {
    const state = sessionEndedByLogOut() ? undefined : { from: location };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  return <AccountCheck>{children}</AccountCheck>;
}
