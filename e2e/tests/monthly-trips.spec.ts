import type { Page } from '@playwright/test';
import { formatMonth } from '@quadro/contract/formatting';
import { MONTHLY_TRIP_MESSAGES } from '@quadro/contract/monthly-trips';
import type { TravelState } from '@quadro/contract/travels';
import { TRAVELS_ENDPOINTS } from '@quadro/contract/travels.endpoints';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { bearerOf } from '../support/people.ts';

/** A demo employee with approved kilometre months whom no other spec signs in as. */
const EMPLOYEE = 'francisco.mendes@example.com';
const NAME = 'Francisco Mendes';
const NOTE = 'Installed the client servers on a Saturday';
const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** The demo leaves each person's latest approved month without trips: the one to justify. */
async function monthToJustify(page: Page) {
  const response = await page.request.get(TRAVELS_ENDPOINTS.travelState.path, {
    headers: await bearerOf(page),
  });
  const state = (await response.json()) as TravelState;
  const month = state.monthlyTrips.findLast(
    (item) => item.status === 'PendingSubmission' && item.kilometresRecorded === '0.0',
  );
  if (!month) throw new Error(`no month to justify: ${JSON.stringify(state.monthlyTrips)}`);
  return month;
}

/** The first day of `month` ('YYYY-MM') on an ISO weekday (1 Monday … 7 Sunday). */
function firstOn(month: string, weekday: number): string {
  for (let day = 1; day <= 7; day++) {
    const date = `${month}-${String(day).padStart(2, '0')}`;
    if ((new Date(`${date}T00:00:00Z`).getUTCDay() || 7) === weekday) return date;
  }
  throw new Error('a week has every weekday');
}

async function addTrip(
  page: Page,
  trip: { date: string; kilometres: string; roundTrip?: boolean; note?: string },
) {
  await page.getByRole('button', { name: 'Add trip' }).click();
  const form = page.getByRole('form', { name: 'New trip' });
  await form.getByLabel('Date').fill(trip.date);
  await form.getByLabel('Origin').fill('Lisboa');
  await form.getByLabel('Destination').fill('Client data centre, Carnaxide');
  await form.getByLabel('Purpose').fill('Server installation');
  await form.getByLabel('Client').click();
  await page.getByRole('option').nth(1).click();
  await form.getByLabel('Kilometres (one way)').fill(trip.kilometres);
  if (trip.roundTrip) await form.getByLabel('Round trip (counts twice)').check();
  if (trip.note) await form.getByLabel('Note').fill(trip.note);
  await page.getByRole('button', { name: 'Submit' }).click();
  // The form closes once saved; the last save's toast may still show beside this one's.
  await expect(form).toHaveCount(0);
  await expect(page.getByText(MONTHLY_TRIP_MESSAGES.saved).last()).toBeVisible();
}

test('monthly trips: a flagged trip needs its note, the justification is sent, finance accepts it', async ({
  pageAs,
}) => {
  const employee = await pageAs(EMPLOYEE, { at: '/app/travels' });
  const { month, kilometresRequired } = await monthToJustify(employee);
  const label = formatMonth(month);
  const section = employee.locator('.MuiCard-root').filter({
    has: employee.getByRole('heading', { name: 'Monthly trips' }),
  });
  await section.getByRole('combobox', { name: 'Month' }).click();
  await employee.getByRole('option', { name: label, exact: false }).first().click();
  await expect(section.getByText('Pending Submission')).toBeVisible();

  // Half the month's kilometres each way on its first Monday, and ten on its first Saturday.
  const tenths = Math.ceil((Number(kilometresRequired) * 10) / 2);
  const monday = firstOn(month, 1);
  const saturday = firstOn(month, 6);
  await addTrip(employee, {
    date: monday,
    kilometres: `${Math.floor(tenths / 10)}.${tenths % 10}`,
    roundTrip: true,
    note: 'Weekly client meeting',
  });
  await addTrip(employee, { date: saturday, kilometres: '10' });
  const trips = section.getByRole('table', { name: 'Trips of the month' });
  const saturdayRow = trips.getByRole('row').filter({ hasText: 'On a weekend' });
  await expect(saturdayRow.getByText('Needs a note before sending')).toBeVisible();
  expect(await axeViolations(employee)).toEqual([]);

  await section.getByRole('button', { name: 'Send justification' }).click();
  await expect(section.getByRole('alert')).toHaveText(MONTHLY_TRIP_MESSAGES.noteRequired);

  await saturdayRow.getByRole('button', { name: /^Edit trip/ }).click();
  const edit = employee.getByRole('form', { name: 'Edit trip' });
  await expect(edit.getByText(/Needed: On a weekend/)).toBeVisible();
  await edit.getByLabel('Note').fill(NOTE);
  await employee.getByRole('button', { name: 'Submit' }).click();
  await expect(saturdayRow.getByText(`Note: ${NOTE}`)).toBeVisible();

  await section.getByRole('button', { name: 'Send justification' }).click();
  await expect(section.getByText(MONTHLY_TRIP_MESSAGES.sent)).toBeVisible();
  await expect(section.getByText('Pending Approval')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Add trip' })).toHaveCount(0);

  const finance = await pageAs('financial@example.com', { at: '/app/manage-travels' });
  await finance.getByRole('link', { name: /Monthly trips justification/ }).click();
  await finance.waitForURL(/\/app\/monthly-trips-justification/);
  await finance.goto(`/app/monthly-trips-justification?month=${month}&search=Francisco`);
  const queue = finance.getByRole('table', { name: 'Trip justifications' });
  const row = queue.getByRole('row').filter({ hasText: NAME });
  await expect(row.getByText(`Note: ${NOTE}`)).toBeVisible();
  await expect(row.getByText(/On a weekend/)).toBeVisible();
  expect(await axeViolations(finance)).toEqual([]);
  await row.getByRole('checkbox', { name: `Pick ${NAME}` }).check();
  await finance.getByRole('button', { name: 'Approve (1)' }).click();
  await finance
    .getByRole('dialog', { name: 'Accept this justification?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(finance.getByText(MONTHLY_TRIP_MESSAGES.approved)).toBeVisible();
  await expect(row.getByText('Approved')).toBeVisible();

  await employee.reload();
  await section.getByRole('combobox', { name: 'Month' }).click();
  await employee.getByRole('option', { name: label, exact: false }).first().click();
  await expect(section.getByText('Approved', { exact: true })).toBeVisible();

  // The trip limits tab: add a limit, see it on top, remove it.
  await finance.goto('/app/manage-travels?view=trip-limits');
  const limits = finance.getByRole('table', { name: 'Monthly trip limits' });
  await expect(limits.getByText('Everyone').first()).toBeVisible();
  await finance.getByRole('button', { name: 'New limit' }).click();
  const limitForm = finance.getByRole('form', { name: 'New trip limit' });
  await limitForm.getByLabel('For').click();
  await finance.getByRole('option', { name: 'Employee' }).click();
  await limitForm.getByLabel('Employee').click();
  await finance.getByRole('option', { name: NAME }).click();
  await limitForm.getByLabel('Most trips a month').fill('15');
  await finance.getByRole('button', { name: 'Submit' }).click();
  await expect(finance.getByText('Data has been saved')).toBeVisible();
  await expect(limits.getByRole('row').nth(1)).toContainText(NAME);
  expect(await axeViolations(finance)).toEqual([]);
  await finance.getByRole('button', { name: `Remove Employee limit of ${NAME}` }).click();
  await finance.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(finance.getByText('Item has been removed')).toBeVisible();
  await expect(limits.getByText(NAME)).toHaveCount(0);

  // The three screens at both widths, for docs/screenshots.
  for (const { name, viewport } of SIZES) {
    for (const [who, path, file] of [
      [EMPLOYEE, '/app/travels', 'monthly-trips'],
      [
        'financial@example.com',
        `/app/monthly-trips-justification?month=${month}`,
        'monthly-trips-justification',
      ],
      [
        'financial@example.com',
        '/app/manage-travels?view=trip-limits',
        'manage-travels-trip-limits',
      ],
    ] as const) {
      const page = await pageAs(who, { at: path, viewport });
      await expect(page.getByRole('table').last()).toBeVisible();
      await afterPageTransition(page);
      await page.screenshot({ path: `../docs/screenshots/${file}-${name}.png`, fullPage: true });
    }
  }
});
