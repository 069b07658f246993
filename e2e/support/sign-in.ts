import { expect, type Page } from '@playwright/test';
import { ACCOUNTS_ENDPOINTS } from '@quadro/contract/accounts.endpoints';
import { APPEARANCE_ENDPOINTS } from '@quadro/contract/appearance.endpoints';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { DEMO_PASSWORD } from './demo-accounts.ts';

export interface SignInOptions {
  /** The page to open signed in; the dashboard by default. */
  at?: string;
  password?: string;
  /** Leave the Show Guide to open by itself if the person has never seen it. */
  firstSignIn?: boolean;
}

/** Types the credentials into the sign-in page: for the tests whose subject is signing in. */
export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs in through the sign-in page and lands on the dashboard, as a person does. A person's
 * first sign-in opens the Show Guide by itself, over the top bar: either shows the sign-in worked.
 */
export async function signInThroughPage(page: Page, email: string, password = DEMO_PASSWORD) {
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL(/\/app$/);
  await expect(
    page
      .getByRole('button', { name: 'Account menu' })
      .or(page.getByRole('dialog', { name: 'Welcome to Quadro' }))
      .first(),
  ).toBeVisible();
}

/**
 * Signs in through the token endpoint and opens `at` signed in, without the sign-in page: the
 * session is stored as the web stores a remembered one, before the page's first script runs.
 * The person is marked as having seen the Show Guide (unless `firstSignIn`), so the guide a
 * person added by a test would get at their first sign-in does not cover the page.
 * Every call asks for a token of its own: a shared one would break when a test signs out or
 * changes a password, and two tests refreshing one refresh token would revoke each other.
 */
export async function signIn(page: Page, email: string, options: SignInOptions = {}) {
  const { at = '/app', password = DEMO_PASSWORD, firstSignIn = false } = options;
  const response = await page.request.post('/connect/token', {
    form: { grant_type: 'password', username: email, password, ...WEB_CLIENT },
  });
  if (!response.ok()) {
    throw new Error(`signing in ${email} answered ${response.status()}: ${await response.text()}`);
  }
  const token = (await response.json()) as {
    access_token: string;
    refresh_token: string;
    profiles: string[];
    expires_in: number;
  };
  const account = await page.request.get(ACCOUNTS_ENDPOINTS.getOwnAccount.path, {
    headers: { authorization: `Bearer ${token.access_token}` },
  });
  const { id } = (await account.json()) as { id: string };
  if (!firstSignIn) {
    // Refused only before a required second factor, whose people are the demo's (seen already).
    await page.request.put(APPEARANCE_ENDPOINTS.markGuideSeen.path, {
      headers: { authorization: `Bearer ${token.access_token}` },
    });
  }
  const session = {
    marker: `e2e-session-${crypto.randomUUID()}`,
    user: JSON.stringify({
      access_token: token.access_token,
      refresh_token: token.refresh_token,
      profiles: token.profiles,
      expires_in: token.expires_in,
    }),
    userId: id,
    expiresAt: String(Date.now() + token.expires_in * 1000),
  };
  // Runs before every document of the context, but stores the session once: a later sign-out or
  // refresh is not undone by the next navigation.
  await page.context().addInitScript((stored) => {
    if (localStorage.getItem(stored.marker) !== null) return;
    localStorage.setItem(stored.marker, '1');
    sessionStorage.clear();
    localStorage.setItem('user', stored.user);
    localStorage.setItem('userId', stored.userId);
    localStorage.setItem('tokenExpiresAt', stored.expiresAt);
  }, session);
  await page.goto(at);
  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  await expect(
    firstSignIn
      ? accountMenu.or(page.getByRole('dialog', { name: 'Welcome to Quadro' })).first()
      : accountMenu,
  ).toBeVisible();
}
