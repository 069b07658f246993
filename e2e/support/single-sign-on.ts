import type { Page } from '@playwright/test';
import { ssoButtonLabel } from '@quadro/contract/sso';
import { SSO_PROVIDER } from '../playwright.config.ts';
import { expect } from './fixtures.ts';

/** The test provider's password for every account it knows (apps/api/test/oidc-test-provider-cli.ts). */
export const PROVIDER_PASSWORD = 'Provider#2026';

/** 'Sign in with Quadro ID': the e2e portal's one provider. */
export const SSO_BUTTON = ssoButtonLabel(SSO_PROVIDER.name);

/** Whether an address is the identity provider's (its own pages, not the portal's). */
export const atProvider = (url: URL | string) => String(url).startsWith(SSO_PROVIDER.issuer);

/** On /login: the provider's button, then its own sign-in page filled in as the person does. */
export async function signInThroughProvider(page: Page, email: string) {
  await page.getByRole('link', { name: SSO_BUTTON }).click();
  await expect(page).toHaveURL(atProvider);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PROVIDER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
