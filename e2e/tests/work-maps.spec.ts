import type { Page } from '@playwright/test';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { WORK_MAP_MESSAGES } from '@quadro/contract/work-maps';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { signIn } from '../support/sign-in.ts';
import { makePdfText } from './make-pdf.ts';

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

async function openEventMenu(page: Page, text: string | RegExp) {
  await page.locator('.rbc-event', { hasText: text }).first().click();
  await page.getByRole('button', { name: 'More actions' }).click();
}

/** Ana (employee) creates a map of the month the page offers; answers its month label and URL. */
async function createMap(page: Page): Promise<{ month: string; url: string }> {
  await signIn(page, 'employee@example.com', { at: '/app/work-map-history' });
  const month = (await page.getByLabel('Month').textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Create work map' }).click();
  await expect(page).toHaveURL(/\/app\/work-map-history\/details\//);
  await expect(page.getByRole('heading', { name: month })).toBeVisible();
  return { month, url: page.url() };
}

test('an employee fills a month, HR rejects it with a reason, the employee fixes and resends, HR approves', async ({
  page: ana,
  pageAs,
}) => {
  const { month } = await createMap(ana);
  await expect(ana.getByText('Pending Submission')).toBeVisible();
  await expect(ana.locator('.rbc-event', { hasText: 'Work 8h' }).first()).toBeVisible();
  expect(await axeViolations(ana)).toEqual([]);

  await openEventMenu(ana, 'Work 8h');
  await ana.getByRole('menuitem', { name: 'Add absence' }).click();
  const absence = ana.getByRole('dialog', { name: 'Add absence' });
  await absence.getByLabel('Type').click();
  await ana.getByRole('option', { name: 'Medical appointment' }).click();
  await absence.getByLabel('Hours').fill('2');
  await absence.getByRole('button', { name: 'Submit' }).click();
  await expect(ana.getByText(TABLE_MESSAGES.saved).last()).toBeVisible();
  await expect(ana.locator('.rbc-event', { hasText: 'Medical appointment 2h' })).toBeVisible();

  await openEventMenu(ana, 'Medical appointment 2h');
  await ana.getByRole('menuitem', { name: 'Remove' }).click();
  await ana
    .getByRole('dialog', { name: 'Remove this absence?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(ana.getByText(TABLE_MESSAGES.removed)).toBeVisible();
  await expect(ana.locator('.rbc-event', { hasText: 'Medical appointment' })).toHaveCount(0);

  await ana.getByRole('button', { name: 'Send to approval' }).click();
  await ana
    .getByRole('dialog', { name: 'Send to approval?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(ana.getByText(WORK_MAP_MESSAGES.sentToApproval)).toBeVisible();
  await expect(ana.getByText('Pending Approval')).toBeVisible();
  await expect(ana.getByRole('button', { name: 'Add work day' })).toHaveCount(0);

  const hr = await pageAs('hr@example.com', {
    at: `/app/manage-work-map?month=${monthKeyOf(month)}&status=PendingApproval`,
  });
  await hr.getByRole('link', { name: 'Ana Ferreira' }).click();
  await expect(hr.getByRole('heading', { name: `Ana Ferreira · ${month}` })).toBeVisible();
  expect(await axeViolations(hr)).toEqual([]);
  await hr.getByRole('button', { name: 'Reject' }).click();
  const reject = hr.getByRole('dialog', { name: 'Reject this work map?' });
  await reject.getByRole('button', { name: 'Submit' }).click();
  await expect(reject.getByText('Required')).toBeVisible();
  await reject.getByLabel('Rejection reason').fill('The first day was a half day');
  await reject.getByRole('button', { name: 'Submit' }).click();
  await expect(hr.getByText(WORK_MAP_MESSAGES.rejected)).toBeVisible();

  await ana.reload();
  await expect(ana.getByText('Rejection reason:')).toBeVisible();
  await expect(ana.getByText('The first day was a half day')).toBeVisible();
  await openEventMenu(ana, 'Work 8h');
  await ana.getByRole('menuitem', { name: 'Edit work day' }).click();
  const day = ana.getByRole('dialog', { name: 'Edit work day' });
  await day.getByLabel('Hours', { exact: true }).fill('');
  await day.getByRole('button', { name: 'Submit' }).click();
  await expect(day.getByText('Required')).toBeVisible();
  await day.getByLabel('Hours', { exact: true }).fill('4');
  await day.getByRole('button', { name: 'Submit' }).click();
  await expect(ana.locator('.rbc-event', { hasText: 'Work 4h' })).toBeVisible();
  await ana.getByRole('button', { name: 'Send to approval' }).click();
  await ana
    .getByRole('dialog', { name: 'Send to approval?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(ana.getByText('Pending Approval')).toBeVisible();

  await hr.reload();
  await hr.getByRole('button', { name: 'Approve' }).click();
  await hr
    .getByRole('dialog', { name: 'Approve this work map?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(hr.getByText(WORK_MAP_MESSAGES.approved)).toBeVisible();
  await expect(hr.getByText('Approved', { exact: true })).toBeVisible();

  await ana.reload();
  await expect(ana.getByText('Approved', { exact: true })).toBeVisible();
  await expect(ana.getByRole('button', { name: 'Send to approval' })).toHaveCount(0);
  await expect(ana.getByRole('button', { name: 'Add work day' })).toHaveCount(0);
});

test("the dashboard and the menu show HR the maps needing attention, and employees this month's map", async ({
  page: hr,
  pageAs,
}) => {
  await signIn(hr, 'hr@example.com');
  const widget = hr.getByRole('region', { name: 'Waiting for you' });
  const notCreated = widget.getByRole('link', { name: /^\d+ Work maps not created, / }).first();
  await expect(notCreated).toBeVisible();
  await expect(
    hr
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Manage', exact: true }),
  ).toHaveAccessibleDescription(/^\d+ work maps? needs? attention/);
  expect(await axeViolations(hr)).toEqual([]);
  await hr.screenshot({ path: 'screenshots/desktop-hr-dashboard.png' });
  await notCreated.click();
  await expect(hr).toHaveURL(/\/app\/manage-work-map\?month=\d{4}-\d{2}&status=NotCreated/);
  await expect(
    hr.getByRole('table', { name: 'Work maps' }).getByText('Not Created').first(),
  ).toBeVisible();
  const downloading = hr.waitForEvent('download');
  await hr.getByRole('button', { name: 'Export XLSX' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^work-maps-\d{4}-\d{2}\.xlsx$/);

  const ana = await pageAs('employee@example.com');
  await expect(ana.getByRole('region', { name: 'My work map' })).toBeVisible();
  expect(await axeViolations(ana)).toEqual([]);
});

test('an employee records a sick leave of whole days with a justification, edits it, and sees every view', async ({
  page,
}) => {
  await createMap(page);
  await expect(page.getByRole('button', { name: 'Add absence' })).toBeVisible();

  await openEventMenu(page, 'Work 8h');
  await page.getByRole('menuitem', { name: 'Add absence' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add absence' });
  await dialog.getByLabel('Type').click();
  await page.getByRole('option', { name: 'Sick leave' }).click();
  await dialog.getByLabel('Duration in').click();
  await page.getByRole('option', { name: 'Whole working days' }).click();
  await dialog.getByLabel('Working days').fill('2');
  await dialog.getByLabel('Justification file').setInputFiles({
    name: 'doctor.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(makePdfText()),
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.rbc-event', { hasText: 'Sick leave 2d' }).first()).toBeVisible();

  await openEventMenu(page, 'Sick leave 2d');
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit absence' });
  await expect(edit.getByRole('button', { name: 'Open justification' })).toBeVisible();
  await edit.getByLabel('Working days').fill('1');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('.rbc-event', { hasText: 'Sick leave 1d' }).first()).toBeVisible();

  for (const view of ['Week', 'Day', 'Agenda']) {
    await page.getByRole('button', { name: view, exact: true }).click();
    expect(await axeViolations(page), view).toEqual([]);
  }
});

/** 'November 2026' → '2026-11'. */
function monthKeyOf(label: string): string {
  const date = new Date(`1 ${label} 12:00`);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

for (const { name, viewport } of SIZES) {
  test(`work map screenshots (${name})`, async ({ page, pageAs }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'employee@example.com', { at: '/app/work-map-history' });
    await expect(page.getByRole('table', { name: 'My work maps' })).toBeVisible();
    await afterPageTransition(page);
    await page.screenshot({ path: `screenshots/${name}-work-map-history.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    const first = page.getByRole('table', { name: 'My work maps' }).getByRole('link').first();
    if ((await first.count()) === 0)
      await page.getByRole('button', { name: 'Create work map' }).click();
    else await first.click();
    await expect(page.locator('.rbc-month-view')).toBeVisible();
    await afterPageTransition(page);
    await page.screenshot({ path: `screenshots/${name}-work-map-details.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    const hr = await pageAs('hr@example.com', { at: '/app/manage-work-map', viewport });
    await expect(hr.getByRole('table', { name: 'Work maps' })).toBeVisible();
    await afterPageTransition(hr);
    await hr.screenshot({ path: `screenshots/${name}-manage-work-maps.png`, fullPage: true });
    expect(await axeViolations(hr)).toEqual([]);
  });
}
