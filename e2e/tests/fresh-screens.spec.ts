import type { Page } from '@playwright/test';
import { addDays, isoWeekday } from '@quadro/contract/calendar-days';
import { companyToday } from '@quadro/contract/far-away';
import { formatCalendarDay } from '@quadro/contract/formatting';
import { FAILURE_MESSAGES, TABLE_MESSAGES } from '@quadro/contract/messages';
import { VACATION_MESSAGES } from '@quadro/contract/vacations';
import { expect, test } from '../support/fixtures.ts';
import { hirePerson } from '../support/hire-person.ts';
import { mainMenu } from '../support/sidebar.ts';
import { signIn } from '../support/sign-in.ts';

const PASSWORD = 'Fresh#Screens2026';

/** The Monday within the coming week (1 to 7 days ahead), to Friday: near, not far away. */
function weekAhead(): { start: string; end: string } {
  let start = addDays(companyToday(), 1);
  while (isoWeekday(start) !== 1) start = addDays(start, 1);
  return { start, end: addDays(start, 4) };
}

/** The dashboard's 'My vacations' figure named `label`, as its link reads ('5,00 Pending'). */
function dashboardFigure(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'My vacations' })
    .getByRole('link', { name: new RegExp(` ${label}$`) });
}

async function open(page: Page, menuEntry: string) {
  await mainMenu(page).getByRole('link', { name: menuEntry, exact: true }).click();
}

test('a screen seen again within 15 s shows what a change elsewhere made, and a decision moves the approver’s count', async ({
  browser,
  page,
  pageAs,
}) => {
  const hr = await pageAs('hr@example.com', { at: '/app' });
  const person = await hirePerson(browser, hr, {
    firstName: 'Fresh',
    password: PASSWORD,
    startDate: addDays(companyToday(), -400),
  });
  const { start, end } = weekAhead();
  const period = `${formatCalendarDay(start)} – ${formatCalendarDay(end)}`;

  await signIn(page, person.email, { at: '/app', password: PASSWORD });
  await expect(dashboardFigure(page, 'Pending')).toHaveAccessibleName('0,00 Pending');

  // Create: on the vacations screen, then the dashboard (seen seconds ago) shows the pending days.
  await open(page, 'Vacations');
  await page.getByRole('button', { name: 'Request vacation' }).click();
  const form = page.getByRole('dialog', { name: 'New vacation request' });
  await form.getByLabel('First day').fill(start);
  await form.getByLabel('Last day').fill(end);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(TABLE_MESSAGES.saved).last()).toBeVisible();
  const row = page.getByRole('table', { name: 'My vacation requests' }).getByRole('row', {
    name: period,
  });
  // Spec §9: a date within 7 days is near, and the request says when it starts.
  await expect(row.getByText(/^Starts (tomorrow|in [2-7] days)$/)).toBeVisible();
  const days = Number((await row.getByRole('cell').nth(1).innerText()).split(' ')[0]);
  expect(days).toBeGreaterThan(0);
  await open(page, 'Dashboard');
  await expect(dashboardFigure(page, 'Pending')).toHaveAccessibleName(`${days},00 Pending`);

  // Send to approval, then the approver decides: HR's dashboard, seen before, counts one less.
  await open(page, 'Vacations');
  await row.getByRole('button', { name: `Send to approval: ${period}` }).click();
  await page
    .getByRole('dialog', { name: 'Send this request to approval?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(page.getByText(VACATION_MESSAGES.sent)).toBeVisible();

  await hr.goto('/app');
  const waiting = hr.getByRole('link', { name: /^\d+ Vacation requests$/ });
  const before = Number((await waiting.getAttribute('aria-label'))?.split(' ')[0]);
  await hr.goto(
    `/app/manage-vacations?status=PendingApproval&kind=Request&search=${encodeURIComponent(person.name)}`,
  );
  await hr.getByRole('checkbox', { name: `Pick ${person.name}, Vacation ${period}` }).check();
  await hr.getByRole('button', { name: 'Approve (1)' }).click();
  await hr
    .getByRole('dialog', { name: 'Approve 1 request?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(hr.getByText(VACATION_MESSAGES.approved(1))).toBeVisible();
  await hr.goBack();
  await expect(waiting).toHaveAccessibleName(`${before - 1} Vacation requests`);

  // Spec §8: a cancellation failing without detail says so in the spec's words.
  await page.reload();
  await page.route('**/api/vacation/request-cancellation', (route) =>
    route.fulfill({ status: 502, body: '' }),
  );
  await row.getByRole('button', { name: `Request cancellation: ${period}` }).click();
  await page
    .getByRole('dialog', { name: 'Ask to cancel this vacation?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(page.getByText(FAILURE_MESSAGES.serverWithoutDetail)).toBeVisible();
});

test('a tab whose next page is gone after a deploy reloads once and opens it', async ({ page }) => {
  await signIn(page, 'employee@example.com', { at: '/app' });
  let refused = false;
  await page.route(/\/assets\/vacations-page-[^/]*\.js$/, (route) => {
    if (refused) return route.continue();
    refused = true;
    return route.abort();
  });
  const reloaded = page.waitForEvent('load');
  await open(page, 'Vacations');
  await reloaded;
  expect(refused).toBe(true);
  await expect(page).toHaveURL(/\/app\/vacations$/);
  await expect(page.getByRole('heading', { name: 'My vacations' })).toBeVisible();
});
