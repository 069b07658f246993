/**
 * The refusal pages of single sign-on, in a file of their own: only the landing page (/login/sso)
 * shows them, so the sign-in page and the entry, which import sso.ts, do not carry their texts.
 */

/** Why a provider's answer did not sign anybody in: each is its own clear page, never a guess. */
export const SSO_REFUSALS = {
  unverified_email: {
    title: 'E-mail not verified',
    text: 'Your identity provider did not confirm your e-mail address, so it cannot be matched to a Quadro account. Verify it there, or ask HR.',
  },
  unknown_person: {
    title: 'No Quadro account',
    text: 'No Quadro account has the e-mail your identity provider gave. Ask HR to create your account.',
  },
  disabled_person: {
    title: 'Account disabled',
    text: 'Your Quadro account is disabled. Ask HR to enable it.',
  },
  ambiguous_email: {
    title: 'More than one account',
    text: 'More than one Quadro account has the e-mail your identity provider gave, so none was chosen. Ask HR to correct it.',
  },
  sign_in_failed: {
    title: 'Sign-in failed',
    text: 'The answer of your identity provider could not be accepted. Start the sign-in again.',
  },
  expired: {
    title: 'Sign-in expired',
    text: 'The sign-in took too long or was already used. Start it again.',
  },
  unknown_provider: {
    title: 'Unknown provider',
    text: 'This sign-in provider is not configured.',
  },
} as const;
export type SsoRefusal = keyof typeof SSO_REFUSALS;
export const SSO_REFUSAL_REASONS = Object.keys(SSO_REFUSALS) as SsoRefusal[];
