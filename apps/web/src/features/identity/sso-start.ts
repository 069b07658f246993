import { ssoStartPath } from '@quadro/contract/sso';
import { APP_HOME_PATH } from '../../app/navigation.ts';

/** Where a provider's button starts its sign-in, coming back to `returnTo` (an /app page). */
export function ssoStartHref(providerId: string, returnTo: string = APP_HOME_PATH): string {
  return `${ssoStartPath(providerId)}?${new URLSearchParams({ returnTo })}`;
}
