import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { endpointUrl } from '@quadro/contract/endpoint';
import { IDENTITY_ENDPOINTS } from '@quadro/contract/identity.endpoints';
import { OAUTH_ERROR_DESCRIPTIONS, OAUTH_ERRORS, WEB_CLIENT } from '@quadro/contract/oauth';
import {
  MFA_GRANT_TYPE,
  MFA_REQUIRED_ERROR,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_MESSAGES,
  RECOVERY_CODE_PATTERN,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TWO_FACTOR_MESSAGES,
} from '@quadro/contract/two-factor';
import { Secret, TOTP } from 'otpauth';
import { axeViolations } from '../support/axe.ts';
import { SIGN_IN_ERROR_ORANGE } from '../support/colours.ts';
import { DEMO_PASSWORD } from '../support/demo-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForMailLink } from '../support/outbox.ts';
import { bearerOf, personIdOf } from '../support/people.ts';
import { fillSignIn, signIn } from '../support/sign-in.ts';

// Nobody else signs in as Vasco in the browser tests: his two-factor sign-in is this file's.
const VASCO = 'vasco.neves@example.com';
// Nor as Matilde (HR resets her two-factor sign-in here) or Joana (her new recovery codes).
const MATILDE = { name: 'Matilde Coelho', email: 'matilde.coelho@example.com' };
const JOANA = { name: 'Joana Nunes', email: 'joana.nunes@example.com' };

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const stepAt = (milliseconds: number) => Math.floor(milliseconds / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The authenticator app of the test, from the key the page shows. The API takes a code of each
 * 30-second step once, and one step of drift either way: a second code is the next step's, as from
 * a phone whose clock runs a little ahead, and only a third within one step waits for time to catch up.
 */
class Authenticator {
  private readonly totp: TOTP;
  private lastStep = -1;

  constructor(key: string) {
    this.totp = new TOTP({
      secret: Secret.fromBase32(key.replace(/\s/g, '')),
      algorithm: 'SHA1',
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
    });
  }

  async code(page: Page): Promise<string> {
    const step = Math.max(stepAt(Date.now()), this.lastStep + 1);
    const aheadUntil = step * TOTP_PERIOD_SECONDS * 1000 - TOTP_PERIOD_SECONDS * 1000;
    if (Date.now() < aheadUntil) await page.waitForTimeout(aheadUntil - Date.now() + 250);
    this.lastStep = step;
    return this.totp.generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
  }

  /** Six digits that no step near now gives (the API allows a step of drift either way). */
  wrongCode(): string {
    const now = stepAt(Date.now());
    const near = [-2, -1, 0, 1, 2].map((offset) =>
      this.totp.generate({ timestamp: (now + offset) * TOTP_PERIOD_SECONDS * 1000 }),
    );
    let code = 0;
    while (near.includes(String(code).padStart(TOTP_DIGITS, '0'))) code += 1;
    return String(code).padStart(TOTP_DIGITS, '0');
  }
}

/** Turns two-factor on through the API for the person signed in on `page`: their app and codes. */
async function turnOnThroughApi(page: Page): Promise<{ app: Authenticator; codes: string[] }> {
  const headers = await bearerOf(page);
  const setup = await page.request.post(IDENTITY_ENDPOINTS.startTwoFactorSetup.path, { headers });
  expect(setup.status(), await setup.text()).toBe(200);
  const app = new Authenticator(((await setup.json()) as { secret: string }).secret);
  const confirmed = await page.request.post(IDENTITY_ENDPOINTS.confirmTwoFactor.path, {
    headers,
    data: { code: await app.code(page) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { app, codes: ((await confirmed.json()) as { recoveryCodes: string[] }).recoveryCodes };
}

/** HR's reset through the API (a run stopped half-way may have left it on): its status. */
async function resetThroughApi(hr: Page, name: string): Promise<number> {
  const id = await personIdOf(hr, name);
  const response = await hr.request.delete(
    endpointUrl(IDENTITY_ENDPOINTS.resetTwoFactorOf, { params: { id } }),
    {
      headers: await bearerOf(hr),
    },
  );
  return response.status();
}

/** The token endpoint's answer to the password and then a recovery code: its status. */
async function recoveryCodeSignIn(page: Page, email: string, code: string): Promise<number> {
  const password = await page.request.post('/connect/token', {
    form: { grant_type: 'password', username: email, password: DEMO_PASSWORD, ...WEB_CLIENT },
  });
  expect(password.status()).toBe(403);
  const { mfa_token } = (await password.json()) as { mfa_token: string };
  const second = await page.request.post('/connect/token', {
    form: { grant_type: MFA_GRANT_TYPE, mfa_token, recovery_code: code, ...WEB_CLIENT },
  });
  return second.status();
}

/** Axe at desktop and phone widths (and a screenshot of each into E2E_SCREENSHOTS, when set). */
async function scanBothWidths(page: Page, name: string) {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${name} at ${width} width`).toEqual([]);
    const folder = process.env.E2E_SCREENSHOTS;
    if (folder) await page.screenshot({ path: path.join(folder, `${width}-${name}.png`) });
  }
  await page.setViewportSize(DESKTOP);
}

async function passwordStep(page: Page, { remember }: { remember: boolean }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(VASCO);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  if (remember) await page.getByLabel('Remember').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Signed in (back on the page the user logged out from), the tokens kept in `storage`. */
async function signedInTo(page: Page, storage: 'localStorage' | 'sessionStorage') {
  await expect(page).toHaveURL(/\/app(\/my-profile)?$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const stored = await page.evaluate(() => ({
    localStorage: localStorage.getItem('user') !== null,
    sessionStorage: sessionStorage.getItem('user') !== null,
  }));
  expect(stored).toEqual({
    localStorage: storage === 'localStorage',
    sessionStorage: storage === 'sessionStorage',
  });
}

test('two-factor sign-in: turned on from the profile, asked at sign-in, recovery codes once each, turned off', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, VASCO, { at: '/app/my-profile' });
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();

  // Turn on: the QR code and its key, a wrong code refused under the field, then the right one.
  await card.getByRole('button', { name: 'Turn on' }).click();
  const turnOn = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
  await expect(
    turnOn.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const shownKey = await turnOn.locator('code').innerText();
  expect(shownKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  const app = new Authenticator(shownKey);
  await scanBothWidths(page, 'two-factor-turn-on');

  const codeField = turnOn.getByLabel('Authentication code');
  await codeField.fill('12345');
  await turnOn.getByRole('button', { name: 'Confirm' }).click();
  await expect(codeField).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.codeFormat);
  await codeField.fill(app.wrongCode());
  await turnOn.getByRole('button', { name: 'Confirm' }).click();
  await expect(codeField).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.wrongCode);
  await codeField.fill(await app.code(page));
  await turnOn.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(TWO_FACTOR_MESSAGES.enabled)).toBeVisible();

  // The ten recovery codes, this once: listed, and downloaded as recovery-codes.txt.
  const list = turnOn.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(RECOVERY_CODE_COUNT);
  const codes = await list.getByRole('listitem').allInnerTexts();
  for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
  await scanBothWidths(page, 'two-factor-recovery-codes');
  const download = page.waitForEvent('download');
  await turnOn.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
  const file = await (await download).path();
  expect((await readFile(file, 'utf8')).split('\n')).toEqual(expect.arrayContaining(codes));
  await turnOn.getByRole('button', { name: 'Done' }).click();
  await expect(turnOn).toBeHidden();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card.getByText(`${RECOVERY_CODE_COUNT} recovery codes left.`)).toBeVisible();

  // Sign in with Remember: the password leads to the code; a wrong one in orange, then the right one.
  await logOut(page);
  await passwordStep(page, { remember: true });
  const authCode = page.getByLabel('Authentication code');
  await expect(authCode).toBeFocused();
  await expect(authCode).toHaveAttribute('inputmode', 'numeric');
  await expect(authCode).toHaveAttribute('autocomplete', 'one-time-code');
  await authCode.fill(app.wrongCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  const refusal = page.getByRole('alert');
  await expect(refusal).toHaveText(TWO_FACTOR_MESSAGES.wrongCode);
  await expect(refusal).toHaveCSS('color', SIGN_IN_ERROR_ORANGE);
  await scanBothWidths(page, 'two-factor-code-step');
  await authCode.fill(await app.code(page));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Remember chosen at the password step: the tokens of the code step are kept across tabs.
  await signedInTo(page, 'localStorage');

  // Without Remember, with a recovery code: the session lives in the tab.
  await logOut(page);
  await passwordStep(page, { remember: false });
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  const recoveryField = page.getByLabel('Recovery code');
  await expect(recoveryField).toBeFocused();
  await recoveryField.fill(codes[0]?.toUpperCase() ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await signedInTo(page, 'sessionStorage');

  // The same recovery code a second time is refused; Back keeps the e-mail; another code works.
  await logOut(page);
  await passwordStep(page, { remember: false });
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(RECOVERY_CODE_MESSAGES.wrong);
  await expect(page.getByRole('alert')).toHaveCSS('color', SIGN_IN_ERROR_ORANGE);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(VASCO);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[1] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await signedInTo(page, 'sessionStorage');

  // Turn off with the password and a current code, so a later run starts with it off.
  await page.goto('/app/my-profile');
  await expect(card.getByText(`${RECOVERY_CODE_COUNT - 2} recovery codes left.`)).toBeVisible();
  await card.getByRole('button', { name: 'Turn off' }).click();
  const turnOff = page.getByRole('dialog', { name: 'Turn off two-factor sign-in' });
  await turnOff.getByLabel('Password', { exact: true }).fill('Not#MyPassword1');
  await turnOff.getByLabel('Authentication code').fill(app.wrongCode());
  await turnOff.getByRole('button', { name: 'Turn off' }).click();
  await expect(turnOff.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    TWO_FACTOR_MESSAGES.wrongPassword,
  );
  await turnOff.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await turnOff.getByRole('button', { name: 'Turn off' }).click();
  await expect(turnOff.getByLabel('Authentication code')).toHaveAccessibleDescription(
    TWO_FACTOR_MESSAGES.wrongCode,
  );
  await scanBothWidths(page, 'two-factor-turn-off');
  await turnOff.getByLabel('Authentication code').fill(await app.code(page));
  await turnOff.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText(TWO_FACTOR_MESSAGES.disabled)).toBeVisible();
  await expect(turnOff).toBeHidden();
  await expect(card.getByText('Off', { exact: true })).toBeVisible();

  // Off again: the password alone signs in.
  await logOut(page);
  await fillSignIn(page, VASCO);
  await signedInTo(page, 'sessionStorage');
});

test('a challenge that expired sends the sign-in back to the password step, saying why', async ({
  page,
}) => {
  // The challenge lives five minutes: the token endpoint's answers are played here instead.
  await page.route('**/connect/token', async (route) => {
    const grant = new URLSearchParams(route.request().postData() ?? '').get('grant_type');
    await route.fulfill(
      grant === 'password'
        ? {
            status: 403,
            json: {
              error: MFA_REQUIRED_ERROR,
              error_description: TWO_FACTOR_MESSAGES.challenge,
              mfa_token: 'an-expired-challenge',
            },
          }
        : {
            status: 400,
            json: {
              error: OAUTH_ERRORS.invalidGrant,
              error_description: OAUTH_ERROR_DESCRIPTIONS.invalidMfaToken,
            },
          },
    );
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Remember').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(TWO_FACTOR_MESSAGES.challenge)).toBeVisible();
  await page.getByLabel('Authentication code').fill('123 456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(TWO_FACTOR_MESSAGES.expiredChallenge);
  await expect(page.getByRole('alert')).toHaveCSS('color', SIGN_IN_ERROR_ORANGE);
  await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
  await expect(page.getByLabel('Remember')).toBeChecked();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
});

test('a profile that requires two-factor sign-in is sent to its setup, which opens by itself', async ({
  page,
}) => {
  // Signed in before the status is played: the setup dialog it opens hides the account menu that
  // signIn waits for.
  await signIn(page, VASCO);
  // The demo company requires it of nobody: the status answers as it would for a profile that does.
  await page.route('**/api/accounts/two-factor', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: { enabled: false, recoveryCodesLeft: 0, required: true } })
      : route.fallback(),
  );
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/my-profile\?twoFactor=setup$/);
  const turnOn = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
  await expect(
    turnOn.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  await turnOn.getByRole('button', { name: 'Cancel' }).click();
  await expect(turnOn).toBeHidden();
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(card.getByText(`${TWO_FACTOR_MESSAGES.setupRequired}.`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Turn on' })).toBeVisible();
});

test('HR resets the two-factor sign-in of someone who lost their phone: mailed, and the password alone signs in', async ({
  page,
  pageAs,
}) => {
  const hr = await pageAs('hr@example.com', { at: '/app/employees' });
  await resetThroughApi(hr, MATILDE.name);
  await signIn(page, MATILDE.email, { at: '/app/my-profile' });
  await turnOnThroughApi(page);

  // The employees table: the Two-factor column and filter, and the profiles that require it.
  await hr.goto('/app/employees?search=Matilde&two_factor=on');
  await expect(hr.getByText(TWO_FACTOR_MESSAGES.requiredOf([]))).toBeVisible();
  const row = hr.getByRole('row').filter({ hasText: MATILDE.name });
  await expect(row.getByRole('cell', { name: 'On', exact: true })).toBeVisible();
  await row.getByRole('link', { name: MATILDE.name }).click();

  const started = Date.now();
  await hr.getByRole('button', { name: 'Reset two-factor' }).click();
  const confirm = hr.getByRole('dialog', {
    name: `Reset the two-factor sign-in of ${MATILDE.name}?`,
  });
  await expect(confirm).toContainText(TWO_FACTOR_MESSAGES.resetExplained(MATILDE.name));
  await scanBothWidths(hr, 'two-factor-hr-reset');
  await confirm.getByRole('button', { name: 'Reset' }).click();
  await expect(hr.getByText(TWO_FACTOR_MESSAGES.resetFor(MATILDE.name))).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(hr.getByRole('button', { name: 'Reset two-factor' })).toBeHidden();
  await waitForMailLink(MATILDE.email, /two-factor sign-in was reset/, started);
  await hr.goto('/app/employees?search=Matilde&two_factor=on');
  await expect(hr.getByRole('cell', { name: 'No Data' })).toBeVisible();
  await hr.goto('/app/employees?search=Matilde&two_factor=off');
  await expect(
    hr.getByRole('row').filter({ hasText: MATILDE.name }).getByRole('cell', { name: 'Off' }),
  ).toBeVisible();

  // Matilde signs in with her password alone, and her profile shows it off.
  await logOut(page);
  await fillSignIn(page, MATILDE.email);
  await signedInTo(page, 'sessionStorage');
  await page.goto('/app/my-profile');
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
});

test('new recovery codes from the profile: the password and a current code, shown once, the old ones end', async ({
  page,
  pageAs,
}) => {
  test.setTimeout(240_000);
  const hr = await pageAs('hr@example.com', { at: '/app/employees' });
  await resetThroughApi(hr, JOANA.name);
  await signIn(page, JOANA.email, { at: '/app/my-profile' });
  const { app, codes: oldCodes } = await turnOnThroughApi(page);
  await page.reload();
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(card.getByText(`${RECOVERY_CODE_COUNT} recovery codes left.`)).toBeVisible();

  await card.getByRole('button', { name: 'New recovery codes' }).click();
  const dialog = page.getByRole('dialog', { name: 'New recovery codes' });
  const password = dialog.getByLabel('Password', { exact: true });
  const code = dialog.getByLabel('Authentication code');
  await password.fill('Not#MyPassword1');
  await code.fill(app.wrongCode());
  await dialog.getByRole('button', { name: 'Make new codes' }).click();
  await expect(password).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.wrongPassword);
  await password.fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Make new codes' }).click();
  await expect(code).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.wrongCode);
  await scanBothWidths(page, 'two-factor-new-recovery-codes');
  await code.fill(await app.code(page));
  await dialog.getByRole('button', { name: 'Make new codes' }).click();
  await expect(page.getByText(TWO_FACTOR_MESSAGES.newRecoveryCodes)).toBeVisible();

  const list = dialog.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(RECOVERY_CODE_COUNT);
  const newCodes = await list.getByRole('listitem').allInnerTexts();
  for (const shown of newCodes) expect(shown).toMatch(RECOVERY_CODE_PATTERN);
  expect(newCodes.filter((shown) => oldCodes.includes(shown))).toEqual([]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(`${RECOVERY_CODE_COUNT} recovery codes left.`)).toBeVisible();

  // An old code no longer signs in; a new one does.
  expect(await recoveryCodeSignIn(page, JOANA.email, oldCodes[0] ?? '')).toBe(400);
  expect(await recoveryCodeSignIn(page, JOANA.email, newCodes[0] ?? '')).toBe(200);

  // Off again for the next run.
  expect(await resetThroughApi(hr, JOANA.name)).toBe(200);
});
