import { SSO_LANDING_PATH, type SsoRefusal } from '@quadro/contract/sso';
import type { Config } from '../../config.ts';

/** A provider's answer that signs nobody in: the landing page shows the reason's own page. */
export class SsoRefused extends Error {
  readonly reason: SsoRefusal;
  constructor(reason: SsoRefusal, cause?: unknown) {
    super(reason, cause === undefined ? undefined : { cause });
    this.reason = reason;
  }
}

const publicBase = (config: Config) => config.publicUrl.replace(/\/+$/, '');

/** A page of the portal at its public address: {PUBLIC_URL}{path}. */
export const publicUrlOf = (config: Config, path: string) => `${publicBase(config)}${path}`;

/** Where the provider sends the browser back: {PUBLIC_URL}/connect/oidc/{id}/callback. */
export const redirectUriOf = publicUrlOf;

/** The web's landing page with the refusal's reason. */
export function refusalLocation(config: Config, reason: SsoRefusal, providerId: string): string {
  const query = new URLSearchParams({ error: reason, provider: providerId });
  return `${publicBase(config)}${SSO_LANDING_PATH}?${query}`;
}

/** The web's landing page with the single-use code in the fragment (never sent to a server). */
export function codeLocation(config: Config, code: string, returnTo: string | null): string {
  const fragment = new URLSearchParams({ code, ...(returnTo && { returnTo }) });
  return `${publicBase(config)}${SSO_LANDING_PATH}#${fragment}`;
}
