import type { Page } from '@playwright/test';
import { SSO_REFUSALS } from '@quadro/contract/sso-refusals';
import { SSO_PROVIDER } from '../playwright.config.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { personIdOf } from '../support/people.ts';
import { atProvider, SSO_BUTTON, signInThroughProvider } from '../support/single-sign-on.ts';

// Nobody else signs in as Pedro through the provider: his single sign-on sessions are this file's.
const PEDRO = { email: 'comercial@example.com', name: 'Pedro Oliveira' };

const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

/** The page at both widths, into e2e/screenshots/{size}-{name}.png, back at desktop width after. */
async function screenshots(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await afterPageTransition(page);
    await page.screenshot({ path: `screenshots/${size}-${name}.png`, fullPage: true });
  }
  await page.setViewportSize(SIZES.desktop);
}

test('sign in through the provider’s own page, and out again through it', async ({
  page,
  pageAs,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: SSO_BUTTON })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'login-single-sign-on');

  await signInThroughProvider(page, PEDRO.email);
  await expect(page).toHaveURL(/\/app$/);
  const welcome = page.getByRole('dialog', { name: 'Welcome to Quadro' });
  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  await expect(accountMenu.or(welcome).first()).toBeVisible();
  if (await welcome.isVisible()) await page.keyboard.press('Escape');

  await page.goto('/app/my-profile');
  await expect(page.getByRole('heading', { name: PEDRO.name })).toBeVisible();
  const sessions = page.getByRole('list', { name: "Where you're signed in" });
  const thisDevice = sessions.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(thisDevice).toContainText(`via ${SSO_PROVIDER.name}`);
  await afterPageTransition(page);
  await sessions.screenshot({ path: 'screenshots/desktop-sessions-via-provider.png' });

  // HR sees the link the first sign-in made, on Pedro's employee page.
  const hr = await pageAs('hr@example.com');
  await hr.goto(`/app/employees/${await personIdOf(hr, PEDRO.name)}`);
  const links = hr.getByRole('region', { name: 'Sign-in' });
  await expect(links.getByRole('listitem')).toHaveCount(1);
  await expect(links).toContainText(SSO_PROVIDER.name);
  await expect(links).toContainText(PEDRO.email);
  await afterPageTransition(hr);
  await links.screenshot({ path: 'screenshots/desktop-employee-sign-in-links.png' });

  // Log Out goes on to the provider's end-session page, which comes back to the sign-in page.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/login$/);
  expect(visited.some(atProvider)).toBe(true);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/login$/);
  // The provider's session ended too: its button asks for the password again.
  await page.getByRole('link', { name: SSO_BUTTON }).click();
  await expect(page).toHaveURL(atProvider);
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('a sign-in the portal refuses shows why, with the way back to the sign-in page', async ({
  page,
}) => {
  // A provider the portal does not know of: the refusal comes from the API's authorize step.
  await page.goto('/connect/oidc/no-such-provider/authorize?returnTo=%2Fapp');
  const unknown = SSO_REFUSALS.unknown_provider;
  await expect(page.getByRole('heading', { name: unknown.title })).toBeVisible();
  await expect(page.getByText(unknown.text)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'single-sign-on-refused');

  // A landing code that is not one (used, expired or made up): the token endpoint refuses it.
  await page.goto('/login/sso#code=not-a-code&returnTo=%2Fapp');
  const expired = SSO_REFUSALS.expired;
  await expect(page.getByRole('heading', { name: expired.title })).toBeVisible();
  await expect(page.getByText(expired.text)).toBeVisible();
  await expect(page).toHaveURL(/\/login\/sso$/);

  // An unknown reason reads as a failed sign-in, never as nothing.
  await page.goto('/login/sso?error=no_such_reason');
  await expect(
    page.getByRole('heading', { name: SSO_REFUSALS.sign_in_failed.title }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: SSO_BUTTON })).toBeVisible();
});

test('the provider vouches for someone the portal does not know, or for an unverified e-mail: refused', async ({
  page,
}) => {
  for (const [email, refusal] of [
    ['stranger@example.org', SSO_REFUSALS.unknown_person],
    ['unverified@example.org', SSO_REFUSALS.unverified_email],
  ] as const) {
    await page.context().clearCookies();
    await page.goto('/login');
    await signInThroughProvider(page, email);
    await expect(page.getByRole('heading', { name: refusal.title })).toBeVisible();
    await expect(page.getByText(refusal.text)).toBeVisible();
    await page.goto('/app');
    await expect(page).toHaveURL(/\/login$/);
  }
});

test("the register page's social tab offers the provider", async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('tab', { name: 'With Social Media' }).click();
  await expect(page.getByRole('link', { name: SSO_BUTTON })).toHaveAttribute(
    'href',
    `/connect/oidc/${SSO_PROVIDER.id}/authorize?returnTo=%2Fapp`,
  );
  await expect(page.getByRole('button', { name: /Continue with/ })).toHaveCount(0);
});

test('with no provider configured, sign-in shows none and register keeps its placeholders', async ({
  page,
}) => {
  // The portal of this suite has one provider: its list is answered empty as a portal without any.
  await page.route('**/api/sso/providers', (route) => route.fulfill({ json: [] }));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('link', { name: SSO_BUTTON })).toHaveCount(0);
  await expect(page.getByText('or', { exact: true })).toHaveCount(0);

  await page.goto('/register');
  await page.getByRole('tab', { name: 'With Social Media' }).click();
  await expect(page.getByRole('button', { name: /Continue with Google/ })).toBeDisabled();
  await expect(page.getByText('Social sign-up is coming soon.', { exact: false })).toBeVisible();
});
