import { addDays } from '@quadro/contract/calendar-days';
import { CALENDAR_EVENT_MESSAGES } from '@quadro/contract/calendar-events';
import { companyToday } from '@quadro/contract/far-away';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { pickOption } from '../support/select-option.ts';
import { signIn } from '../support/sign-in.ts';

test.describe.configure({ mode: 'parallel' });

test('HR adds a team event to the vacations calendar, changes it and removes it', async ({
  page,
}) => {
  const title = `Offsite ${Math.random().toString(36).slice(2, 8)}`;
  const today = companyToday();
  const day = addDays(today, 1);
  await signIn(page, 'hr@example.com', { at: '/app/manage-vacations-calendar' });
  if (day.slice(0, 7) !== today.slice(0, 7)) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }

  await page.getByRole('button', { name: 'Add event' }).click();
  const form = page.getByRole('dialog', { name: 'Add event' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Required')).toHaveCount(3);
  // Spec §5: the pickers offer no past moment.
  const earliest = await form.getByLabel('Start').getAttribute('min');
  expect(earliest?.slice(0, 10) ?? '').toBe(today);
  await form.getByLabel('Start').fill(`${today}T00:00`);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('End').fill(`${day}T17:00`);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText(CALENDAR_EVENT_MESSAGES.pastStart)).toBeVisible();
  await form.getByLabel('Start').fill(`${day}T09:00`);
  await pickOption(page, form.getByRole('combobox', { name: 'Colour' }), 'Violet');
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(CALENDAR_EVENT_MESSAGES.created)).toBeVisible();
  const event = page.locator('.rbc-event', { hasText: title });
  await expect(event).toHaveCSS('background-color', 'rgb(171, 71, 188)');

  await event.click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit event' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await edit.getByLabel('Title').fill(`${title} in Porto`);
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('.rbc-event', { hasText: `${title} in Porto` })).toBeVisible();

  await page.locator('.rbc-event', { hasText: `${title} in Porto` }).click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Remove this event?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(page.getByText(CALENDAR_EVENT_MESSAGES.removed)).toBeVisible();
  await expect(page.locator('.rbc-event', { hasText: title })).toHaveCount(0);
});

test('a work map HR reads shows its month alone, without the toolbar (spec §2)', async ({
  page,
}) => {
  await signIn(page, 'hr@example.com', { at: '/app/manage-work-map' });
  await page.getByRole('table', { name: 'Work maps' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/app\/manage-work-map\/details\//);
  await expect(page.locator('.rbc-month-view')).toBeVisible();
  await expect(page.locator('.rbc-toolbar')).toHaveCount(0);
  // Spec §3: the page sits under Work Maps in the Manage group, which keyParent names.
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText(
    'Dashboard/Manage/Manage Work Maps/',
  );
  expect(await axeViolations(page)).toEqual([]);
});
