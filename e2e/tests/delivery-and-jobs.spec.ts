import type { Page } from '@playwright/test';
import { OPERATIONS_MESSAGES } from '@quadro/contract/operations';
import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { freshNif } from '../support/fresh-nif.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { bearerOf } from '../support/people.ts';
import { signIn } from '../support/sign-in.ts';

const AT = '/app/delivery-and-jobs';
const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/**
 * HR hires someone at an address in the reserved .invalid domain: the outbox refuses it as a mail
 * server refuses an unknown domain, so the invitation fails for real, at once. The address.
 */
async function hireUnreachablePerson(hr: Page): Promise<string> {
  const letters = Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x');
  const email = `unreachable.${letters}@bounce.invalid`;
  const created = await hr.request.post(PEOPLE_ENDPOINTS.createEmployee.path, {
    headers: await bearerOf(hr),
    data: {
      name: `Unreachable ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`,
      email,
      profiles: ['employee'],
      start_date: '2026-01-05',
      contract_type: 'permanent',
      job_title: 'Field Consultant',
      working_weekdays: [1, 2, 3, 4, 5],
      daily_hours: '8',
      tax_number: freshNif(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return email;
}

test('the administrator sees a mail that failed, retries it, and it is tried again', async ({
  page,
  pageAs,
}) => {
  const hr = await pageAs('hr@example.com', { at: '/app/my-profile' });
  const email = await hireUnreachablePerson(hr);

  await signIn(page, 'admin@example.com', { at: AT });
  const failedMails = page.getByRole('table', { name: 'Failed mails' });
  const row = failedMails.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByText(/550 5\.1\.2 .*Domain not found/)).toBeVisible();
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+ failed$/)).toBeVisible();

  const retry = page.getByRole('button', { name: /^Retry/ });
  await expect(retry).toBeDisabled();
  await row.getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: 'Retry 1' })).toBeEnabled();
  await page.getByRole('button', { name: 'Retry 1' }).click();
  await expect(page.getByText(OPERATIONS_MESSAGES.mailsRetried)).toBeVisible();

  // The address is still refused: the mail is tried once more and comes back, its second attempt.
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await expect(retry).toBeDisabled();

  const jobs = page.getByRole('table', { name: 'Scheduled jobs' });
  await expect(jobs.getByRole('rowheader', { name: 'session-revocations-prune' })).toBeVisible();
  await expect(jobs.getByRole('row').filter({ hasText: 'evaluation-reminders' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the page is the administrator’s: HR is shown not found', async ({ page }) => {
  await signIn(page, 'hr@example.com', { at: AT });
  await expect(page.getByText('Oops, Page Not Found :(')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Failed mails' })).toHaveCount(0);
});

for (const { name, viewport } of SIZES) {
  test(`delivery and jobs screenshot (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'admin@example.com', { at: AT });
    await expect(page.getByRole('table', { name: 'Scheduled jobs' })).toBeVisible();
    await expect(page.getByText(/waiting to be sent/)).toBeVisible();
    await afterPageTransition(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `screenshots/${name}-delivery-and-jobs.png`, fullPage: true });
  });
}
