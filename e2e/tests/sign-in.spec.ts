import { AUTH_MESSAGES } from '@quadro/contract/messages';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { SIGN_IN_ERROR_ORANGE } from '../support/colours.ts';
import { DISABLED_ACCOUNT } from '../support/demo-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { fillSignIn, signIn, signInThroughPage } from '../support/sign-in.ts';

test.describe.configure({ mode: 'parallel' });

test('a wrong password is refused in orange', async ({ page }) => {
  await fillSignIn(page, 'employee@example.com', 'Wrong#Password1');
  const error = page.getByRole('alert');
  await expect(error).toHaveText(AUTH_MESSAGES.invalidCredentials);
  await expect(error).toHaveCSS('color', SIGN_IN_ERROR_ORANGE);
});

test('a disabled account is told so', async ({ page }) => {
  await fillSignIn(page, DISABLED_ACCOUNT);
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.accountDisabled);
});

test('/app sends strangers to sign in and back where they were going', async ({ page }) => {
  await page.goto('/app/my-profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('employee@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app\/my-profile$/);
});

test('without Remember the session lives in the tab only', async ({ page }) => {
  await signInThroughPage(page, 'employee@example.com');
  const stored = await page.evaluate(() => ({
    session: sessionStorage.getItem('user') !== null,
    local: localStorage.getItem('user') !== null,
    userId: sessionStorage.getItem('userId'),
  }));
  expect(stored).toMatchObject({ session: true, local: false });
  expect(stored.userId).toMatch(/^[0-9a-f-]{36}$/);
});

// The session tests below sign in through the page without Remember: the session they handle is
// the tab's (sessionStorage), which only that sign-in stores (signIn stores a remembered one).
test("a session whose stored userId was deleted ends: User couldn't authenticate", async ({
  page,
}) => {
  await signInThroughPage(page, 'employee@example.com');
  await page.evaluate(() => sessionStorage.removeItem('userId'));
  await page.goto('/app/my-profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(AUTH_MESSAGES.couldNotAuthenticate)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull();
});

test('a session whose stored userId is another account ends the same way', async ({ page }) => {
  await signInThroughPage(page, 'employee@example.com');
  await page.evaluate(() =>
    sessionStorage.setItem('userId', '00000000-0000-4000-8000-000000000000'),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(AUTH_MESSAGES.couldNotAuthenticate)).toBeVisible();
});

test('with Remember the session survives a new tab', async ({ page, context }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('employee@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo#2026');
  await page.getByLabel('Remember').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app$/);
  const other = await context.newPage();
  await other.goto('/login');
  await expect(other).toHaveURL(/\/app$/);
});

test('log out ends the session on the server, clears it here and shows sign in', async ({
  page,
}) => {
  await signInThroughPage(page, 'hr@example.com');
  const refreshToken = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('user') ?? '{}').refresh_token as string,
  );
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // A copy of the refresh token (a stolen one) no longer works once its owner logged out.
  const refreshed = await page.request.post('/connect/token', {
    form: { grant_type: 'refresh_token', refresh_token: refreshToken, ...WEB_CLIENT },
  });
  expect(refreshed.status()).toBe(400);
  expect(
    await page.evaluate(() => sessionStorage.getItem('user') ?? sessionStorage.getItem('userId')),
  ).toBeNull();
  await page.goto('/app');
  await expect(page).toHaveURL(/\/login$/);
});

test('after Log Out, signing in again opens the dashboard, not the page one left', async ({
  page,
}) => {
  await signIn(page, 'employee@example.com', { at: '/app/my-profile' });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Signing in on the page Log Out showed, as a person does right after.
  await page.getByLabel('Email').fill('employee@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('a session that ended by itself still signs in back to the page one was on', async ({
  page,
}) => {
  await signIn(page, 'employee@example.com', { at: '/app/my-profile' });
  // The server no longer takes the token: the next call ends the session (not a Log Out).
  await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}');
    localStorage.setItem('user', JSON.stringify({ ...user, access_token: 'forged' }));
  });
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Vacations', exact: true })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('employee@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app\/vacations$/);
});

test('a rejected token logs out on the next call', async ({ page }) => {
  await signInThroughPage(page, 'employee@example.com');
  await page.evaluate(() => {
    const user = JSON.parse(sessionStorage.getItem('user') ?? '{}');
    sessionStorage.setItem('user', JSON.stringify({ ...user, access_token: 'forged' }));
  });
  await page.goto('/app/my-profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('a token close to expiry is refreshed before the call', async ({ page }) => {
  await signInThroughPage(page, 'employee@example.com');
  // Listening first: any call the page makes once the expiry is near (a badge's refetch) may be
  // the one that refreshes, and on a slow machine it can come before the click.
  const refresh = page.waitForResponse(
    (response) =>
      response.url().endsWith('/connect/token') &&
      (response.request().postData() ?? '').includes('grant_type=refresh_token'),
  );
  await page.evaluate(() => sessionStorage.setItem('tokenExpiresAt', String(Date.now() + 60_000)));
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  expect((await refresh).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  // The page header shows before the answer is stored, so wait for the new expiry.
  await expect
    .poll(async () =>
      page.evaluate(() => Number(sessionStorage.getItem('tokenExpiresAt')) - Date.now()),
    )
    .toBeGreaterThan(5 * 60_000);
});
