import type { Locator, Page } from '@playwright/test';
import { addDays, isoWeekday } from '@quadro/contract/calendar-days';
import { formatCalendarDay } from '@quadro/contract/formatting';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { VACATION_MESSAGES } from '@quadro/contract/vacations';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

const PHONE = { width: 390, height: 844 };

/** A Monday about half a year ahead: clear of the demo periods, which end within ten weeks. */
function mondayAhead(): string {
  const day = addDays(new Date().toISOString().slice(0, 10), 180);
  return addDays(day, (8 - isoWeekday(day)) % 7);
}

/** The number shown under a label of the balance card ('14,00 days', '2,50 days'). */
async function balanceValue(page: Page, label: string): Promise<number> {
  const card = page.getByRole('region', { name: /^Balance \d{4}$/ });
  const value = card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  const text = await value.innerText();
  // The figure leads the cell ("14,00 days", then a hint line); no figure must fail, not give NaN.
  const figure = /^-?\d+(?:,\d+)?/.exec(text.trim())?.[0];
  if (figure === undefined) throw new Error(`${label} shows no figure: ${text}`);
  return Number(figure.replace(',', '.'));
}

async function confirm(page: Page, title: string) {
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Submit' }).click();
}

function rowOf(page: Page, period: string): Locator {
  return page
    .getByRole('table', { name: 'My vacation requests' })
    .getByRole('row', { name: period });
}

// The first test's request is half a year ahead; the second only reads seeded vacations.
test.describe.configure({ mode: 'parallel' });

test('an employee asks, HR rejects with a reason, the employee resends, HR approves, then a cancellation gives the days back', async ({
  pageAs,
}) => {
  const start = mondayAhead();
  const end = addDays(start, 4);
  const year = start.slice(0, 4);
  const period = `${formatCalendarDay(start)} – ${formatCalendarDay(end)}`;

  const ana = await pageAs('employee@example.com', { at: `/app/vacations?year=${year}` });
  await expect(ana.getByRole('region', { name: `Balance ${year}` })).toBeVisible();
  const before = {
    pending: await balanceValue(ana, 'Pending'),
    used: await balanceValue(ana, 'Used'),
    left: await balanceValue(ana, 'Days left'),
  };
  expect(await axeViolations(ana)).toEqual([]);

  await ana.getByRole('button', { name: 'Request vacation' }).click();
  const form = ana.getByRole('dialog', { name: 'New vacation request' });
  await form.getByLabel('First day').fill(end);
  await form.getByLabel('Last day').fill(start);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText(VACATION_MESSAGES.endBeforeStart)).toBeVisible();
  await expect(form.getByLabel('First day')).toHaveValue(end);
  await form.getByLabel('First day').fill(start);
  await form.getByLabel('Last day').fill(end);
  await form.getByLabel('Note').fill('Summer');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(ana.getByText(TABLE_MESSAGES.saved).last()).toBeVisible();
  const row = rowOf(ana, period);
  await expect(row.getByText('Pending Submission')).toBeVisible();
  const days = Number((await row.getByRole('cell').nth(1).innerText()).split(' ')[0]);
  expect(days).toBeGreaterThan(0);
  await expect.poll(() => balanceValue(ana, 'Pending')).toBe(before.pending + days);
  await expect.poll(() => balanceValue(ana, 'Days left')).toBe(before.left - days);

  await row.getByRole('button', { name: `Send to approval: ${period}` }).click();
  await confirm(ana, 'Send this request to approval?');
  await expect(ana.getByText(VACATION_MESSAGES.sent)).toBeVisible();
  await expect(row.getByText('Pending Approval')).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);

  const hr = await pageAs('hr@example.com', {
    at: '/app/manage-vacations?status=PendingApproval&kind=Request&search=Ana%20Ferreira',
  });
  const pick = hr.getByRole('checkbox', { name: `Pick Ana Ferreira, Vacation ${period}` });
  await pick.check();
  expect(await axeViolations(hr)).toEqual([]);
  await hr.getByRole('button', { name: 'Reject (1)' }).click();
  const reject = hr.getByRole('dialog', { name: 'Reject 1 request?' });
  await reject.getByRole('button', { name: 'Submit' }).click();
  await expect(reject.getByText('Required')).toBeVisible();
  await reject.getByLabel('Rejection reason').fill('The release is that week');
  await reject.getByRole('button', { name: 'Submit' }).click();
  await expect(hr.getByText(VACATION_MESSAGES.rejected(1))).toBeVisible();

  await ana.reload();
  await expect(row.getByText('Rejected')).toBeVisible();
  await expect(row.getByText('Rejection reason: The release is that week')).toBeVisible();
  await expect.poll(() => balanceValue(ana, 'Pending')).toBe(before.pending);
  await row.getByRole('button', { name: `Send to approval: ${period}` }).click();
  await confirm(ana, 'Send this request to approval?');
  await expect(row.getByText('Pending Approval')).toBeVisible();

  await hr.reload();
  await pick.check();
  await hr.getByRole('button', { name: 'Details: Ana Ferreira, Vacation' }).first().click();
  await expect(hr.getByRole('region', { name: `Ana Ferreira's balance ${year}` })).toBeVisible();
  await hr.getByRole('button', { name: 'Close' }).click();
  await hr.getByRole('button', { name: 'Approve (1)' }).click();
  await confirm(hr, 'Approve 1 request?');
  await expect(hr.getByText(VACATION_MESSAGES.approved(1))).toBeVisible();

  await ana.reload();
  await expect(row.getByText('Approved')).toBeVisible();
  await expect.poll(() => balanceValue(ana, 'Used')).toBe(before.used + days);
  await expect.poll(() => balanceValue(ana, 'Pending')).toBe(before.pending);
  await row.getByRole('button', { name: `Request cancellation: ${period}` }).click();
  const cancel = ana.getByRole('dialog', { name: 'Ask to cancel this vacation?' });
  await cancel.getByLabel('Reason (optional)').fill('Plans changed');
  await cancel.getByRole('button', { name: 'Submit' }).click();
  await expect(ana.getByText(VACATION_MESSAGES.cancellationRequested)).toBeVisible();
  await expect(row.getByText('Cancellation asked, waiting for a decision.')).toBeVisible();

  await hr.goto(
    '/app/manage-vacations?status=PendingApproval&kind=Cancellation&search=Ana%20Ferreira',
  );
  await hr.getByRole('checkbox', { name: `Pick Ana Ferreira, Cancellation ${period}` }).check();
  await hr.getByRole('button', { name: 'Approve (1)' }).click();
  await confirm(hr, 'Approve 1 request?');
  await expect(hr.getByText(VACATION_MESSAGES.approved(1))).toBeVisible();

  await ana.reload();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect.poll(() => balanceValue(ana, 'Used')).toBe(before.used);
  await expect.poll(() => balanceValue(ana, 'Days left')).toBe(before.left);
});

test('the team calendar shows who is away, and every vacation page passes axe on a phone', async ({
  pageAs,
}) => {
  const cto = await pageAs('cto@example.com', { at: '/app/manage-vacations-calendar' });
  await expect(cto.getByRole('button', { name: 'Month' })).toBeVisible();
  await expect(cto.getByText(/Vacation approved/).first()).toBeVisible();
  await expect(cto.getByRole('textbox', { name: 'Team vacations (iCalendar)' })).toHaveValue(
    /\/api\/vacation\/feed\/[\w-]+\/team\.ics$/,
  );
  expect(await axeViolations(cto)).toEqual([]);

  const phone = await pageAs('employee@example.com', { at: '/app/vacations', viewport: PHONE });
  await expect(phone.getByRole('button', { name: 'Request vacation' })).toBeVisible();
  expect(await axeViolations(phone)).toEqual([]);
  await phone.screenshot({ path: 'screenshots/phone-vacations.png', fullPage: true });
  const admin = await pageAs('admin@example.com', { at: '/app/manage-vacations', viewport: PHONE });
  await expect(admin.getByRole('table', { name: 'Vacation requests' })).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
  await admin.goto('/app/manage-vacations-calendar');
  await expect(admin.getByRole('button', { name: 'Month' })).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
});
