import { endpointUrl } from '@quadro/contract/endpoint';
import { SUCCESS_MESSAGES } from '@quadro/contract/messages';
import { TRAVEL_PASS_MESSAGES } from '@quadro/contract/travel-passes';
import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import { expect, test } from '../support/fixtures.ts';
import { SSO_BUTTON } from '../support/single-sign-on.ts';

test.describe.configure({ mode: 'parallel' });

test('landing page links to sign in and the brand goes home', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Quadro home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('sign-in page offers remember, forgot password and register', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Remember')).not.toBeChecked();
  await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/register',
  );
});

test('sign-in form asks for both fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Required')).toHaveCount(2);
});

test('sign-in form focuses the first field in error and clears a message as its field is put right', async ({
  page,
}) => {
  await page.goto('/login');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Required');
  await email.fill('someone@example.com');
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await expect(password).toHaveAccessibleDescription('Required');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(password).toBeFocused();
});

test('register has both tabs and validates with the contract', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('tab', { name: 'With Email' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByLabel('Username').fill('New Person');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('Secret#2026');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Other#2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Every field's message shows at once: the mismatch is not held back by the bad e-mail.
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('Required')).toBeVisible();
  await expect(page.getByText('Passwords dont match')).toBeVisible();
  await page.getByRole('tab', { name: 'With Social Media' }).click();
  // The browser tests' portal has an identity provider: its button replaces the placeholders.
  await expect(page.getByRole('link', { name: SSO_BUTTON })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute(
    'href',
    '/login',
  );
});

test('register creates an account and says what happens next', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Username').fill('E2E Newcomer');
  await page.getByLabel('Email').fill(`newcomer.${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Newcomer#2026');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Newcomer#2026');
  await page.getByLabel('I agree with the terms and conditions').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(SUCCESS_MESSAGES.registered)).toBeVisible();
});

test('forgot password page texts and unknown e-mail', async ({ page }) => {
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot Password ?' })).toBeVisible();
  await expect(page.getByText('Send reset password link to Your email')).toBeVisible();
  await page.getByLabel('Email').fill('nobody.here@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The informed e-mail is not registered in our portal.',
  );
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

for (const [path, title, action] of [
  ['/maintenance', 'Maintenance', 'Go To Login'],
  ['/coming-soon', 'Coming Soon', 'Go To Login'],
  ['/no/such/page', '404', 'Go To Login'],
  ['/pages/not-found', '404', 'Go To Login'],
] as const) {
  test(`message page ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    if (title === '404') await expect(page.getByText('Oops, Page Not Found :(')).toBeVisible();
    await expect(page.getByRole('link', { name: action })).toHaveAttribute('href', '/app/');
  });
}

// An unknown code: the page shows Error with the server's text as received.
test('block-month link shows the server answer as received', async ({ page }) => {
  const answer = page.waitForResponse((response) =>
    response.url().includes(
      endpointUrl(TRAVEL_PASSES_ENDPOINTS.blockMonthByCode, {
        query: { code: 'not-a-real-code' },
      }),
    ),
  );
  await page.goto('/travel-pass/block-month/not-a-real-code');
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'Error', exact: true })).toBeVisible();
  await expect(page.getByText(TRAVEL_PASS_MESSAGES.badCode, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go To Login' })).toHaveAttribute('href', '/login');
});
