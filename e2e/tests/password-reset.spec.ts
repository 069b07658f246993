import { SUCCESS_MESSAGES } from '@quadro/contract/messages';
import { expect, test } from '../support/fixtures.ts';
import { waitForResetLink } from '../support/outbox.ts';
import { signInThroughPage } from '../support/sign-in.ts';

// Not a demo login account: the flow leaves it with a new password.
const ACCOUNT = 'sara.vieira@example.com';
const NEW_PASSWORD = 'Reset#2026ok';

test.describe.configure({ mode: 'parallel' });

test('forgot password, reset from the e-mailed link, sign in with the new password', async ({
  page,
}) => {
  const requestedAt = Date.now();
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(ACCOUNT);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(SUCCESS_MESSAGES.resetLinkSent)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/login');

  const link = await waitForResetLink(ACCOUNT, requestedAt);
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill('Mismatch#2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords dont match')).toBeVisible();
  await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: SUCCESS_MESSAGES.passwordReset })).toBeVisible();

  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughPage(page, ACCOUNT, NEW_PASSWORD);
});

test('a reset link with a malformed code is refused, not crashed on', async ({ page }) => {
  // Decoded twice this becomes '%E0%A4%A', which decodeURIComponent cannot read.
  await page.goto('/reset-password/00000000-0000-0000-0000-000000000000/%25E0%25A4%25A');
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
});
