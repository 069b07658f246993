import type { Page } from '@playwright/test';
import { formatEuros, formatNumber } from '@quadro/contract/formatting';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { HOURS_MESSAGES } from '@quadro/contract/money';
import { budgetStatusLabel, type ProjectExecutiveSummary } from '@quadro/contract/project-summary';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { pickOption } from '../support/select-option.ts';
import { signIn } from '../support/sign-in.ts';

const DEMO = 'BA-CORE';
const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/**
 * Opens a project's summary from the projects list as `email` and hands back the API's answer the page was drawn from.
 */
async function openSummary(page: Page, email: string, code = DEMO) {
  await signIn(page, email, { at: '/app/projects' });
  const answer = page.waitForResponse(
    (response) =>
      /\/api\/projects\/[0-9a-f-]{36}\/summary-executive$/.test(response.url()) &&
      response.request().method() === 'GET',
  );
  // The row's summary button on wide screens, its name's link on a phone (the button is left out).
  const row = page
    .getByRole('table', { name: 'Projects' })
    .getByRole('row')
    .filter({ hasText: code });
  const phone = (page.viewportSize()?.width ?? 1440) < 600;
  await (phone
    ? row.getByRole('rowheader').getByRole('link')
    : row.getByRole('link', { name: `Executive summary of ${code}` })
  ).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  await expect(page).toHaveURL(/\/app\/projects\/[0-9a-f-]{36}\/summary-executive$/);
  await expect(page.getByRole('region', { name: 'Budget' })).toBeVisible();
  return (await response.json()) as ProjectExecutiveSummary;
}

/** A4's width less the print CSS's 10 mm margins, in CSS pixels (96 per inch). */
const PRINTED_WIDTH = Math.floor(((210 - 20) / 25.4) * 96);

/**
 * The summary printed as Chromium prints it (A4 from the print CSS): its number of pages, and how
 * far its widest table runs past the printed width (a PDF would cut it off, not add a page).
 */
async function printed(page: Page): Promise<{ pages: number; overrun: number }> {
  await page.emulateMedia({ media: 'print' });
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString(
    'latin1',
  );
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: PRINTED_WIDTH, height: 1000 });
  const overrun = Number(
    await page.evaluate(`Math.max(0, ...[...document.querySelectorAll('.executive-summary table')]
      .map((table) => table.getBoundingClientRect().right - ${PRINTED_WIDTH}))`),
  );
  if (viewport) await page.setViewportSize(viewport);
  await page.emulateMedia({ media: 'screen' });
  return { pages: pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0, overrun };
}

const ONE_PAGE = { pages: 1, overrun: 0 };

test.describe.configure({ mode: 'parallel' });

test('admin sees the figures of a demo project with its costs, budget status and travel, exports them and prints them on one page', async ({
  page,
}) => {
  const summary = await openSummary(page, 'admin@example.com');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: summary.project.name })).toBeVisible();
  await expect(main.getByText(summary.project.clientName)).toBeVisible();

  const hours = page.getByRole('table', { name: 'Hours by member and month' });
  expect(summary.hours.byMember.length).toBeGreaterThan(0);
  await expect(hours.locator('tfoot')).toContainText(formatNumber(summary.hours.total));
  await expect(hours.locator('tfoot')).toContainText(formatNumber(summary.hours.pending));

  expect(summary.costs).toBeDefined();
  const costs = page.getByRole('table', { name: 'Salary costs by member and year' });
  await expect(costs.getByRole('columnheader', { name: 'Hour cost' })).toBeVisible();
  await expect(costs.locator('tfoot')).toContainText(formatEuros(summary.costs?.total ?? ''));

  const budget = page.getByRole('region', { name: 'Budget' });
  await expect(budget).toContainText(
    summary.budget.status ? budgetStatusLabel(summary.budget.status) : 'No budget',
  );
  if (summary.budget.amountUsed !== undefined && summary.budget.amount !== null) {
    await expect(budget).toContainText(formatEuros(summary.budget.amountUsed));
  }
  await expect(page.getByRole('region', { name: 'Travel' })).toContainText(
    `Travel total: ${formatEuros(summary.travel.total)}`,
  );

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`executive-summary-${DEMO}.xlsx`);
  // An XLSX is a zip: its first bytes are the zip's local header.
  const file = await download.createReadStream();
  const [head] = (await file.toArray()) as Buffer[];
  expect(head?.subarray(0, 2).toString('latin1')).toBe('PK');

  expect(await printed(page)).toEqual(ONE_PAGE);
});

test('every demo project prints on one A4 page for admin, costs included', async ({ page }) => {
  await signIn(page, 'admin@example.com', { at: '/app/projects' });
  const links = page.getByRole('link', { name: /^Executive summary of / });
  await expect(links.first()).toBeVisible();
  const codes = (await links.evaluateAll((all) => all.map((link) => link.ariaLabel ?? ''))).map(
    (label) => label.replace('Executive summary of ', ''),
  );
  expect(codes).toEqual(expect.arrayContaining([DEMO, 'EDN-DATA', 'LS-CLAIMS']));
  for (const code of codes) {
    await page.goto('/app/projects');
    await page.getByRole('link', { name: `Executive summary of ${code}` }).click();
    await expect(page.getByRole('region', { name: 'Budget' })).toBeVisible();
    expect(await printed(page), code).toEqual(ONE_PAGE);
  }
});

test('comercial gets the summary without any cost: not in the answer, not on the page, and it prints on one page', async ({
  page,
}) => {
  const summary = await openSummary(page, 'comercial@example.com');
  expect(summary).not.toHaveProperty('costs');
  expect(summary.budget).not.toHaveProperty('amountUsed');
  expect(summary.budget).not.toHaveProperty('amountShare');
  await expect(page.getByRole('table', { name: 'Hours by member and month' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Costs' })).toHaveCount(0);
  await expect(page.getByText('Hour cost')).toHaveCount(0);
  await expect(page.getByText('Base salary')).toHaveCount(0);
  // Its status weighs the hours alone: the euros used would give the salary costs away.
  const budget = page.getByRole('region', { name: 'Budget' });
  await expect(budget).toContainText('Status of the hours');
  await expect(budget).toContainText(
    summary.budget.status ? budgetStatusLabel(summary.budget.status) : 'No budget',
  );
  await expect(budget).toContainText('only an administrator sees');
  await afterPageTransition(page);
  expect(await axeViolations(page)).toEqual([]);
  expect(await printed(page)).toEqual(ONE_PAGE);
});

test('budget hours and euros saved in the project form show on its summary, refused when malformed', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com', { at: '/app/projects' });
  await page.getByRole('button', { name: 'New project' }).click();
  const form = page.getByRole('dialog', { name: 'New project' });
  await pickOption(page, form.getByRole('combobox', { name: 'Client' }), 'Banco Atlântico');
  await form.getByLabel('Name', { exact: true }).fill('Budgeted Pilot');
  await form.getByLabel('Code').fill('BA-BUDGET');
  await form.getByLabel('Start date').fill('2026-01-05');
  await form.getByLabel('Budget hours').fill('12,5');
  await form.getByLabel('Budget (€)').fill('85000.5');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText(HOURS_MESSAGES.format)).toBeVisible();
  await form.getByLabel('Budget hours').fill('1200');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(TABLE_MESSAGES.saved).last()).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'BA-BUDGET' });
  await expect(row).toContainText('1.200,00 h');

  await row.getByRole('link', { name: 'Executive summary of BA-BUDGET' }).click();
  const budget = page.getByRole('region', { name: 'Budget' });
  await expect(budget).toContainText('0,00 h / 1.200,00 h (0,00 %)');
  await expect(budget).toContainText('0,00 € / 85.000,50 € (0,00 %)');
  await expect(budget).toContainText('On track');
  await expect(
    page.getByRole('progressbar', { name: 'Hours: 0,00 % of the budget used' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Go back' }).click();
  await page.getByRole('button', { name: 'Remove BA-BUDGET' }).click();
  await page
    .getByRole('dialog', { name: 'Remove project' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(page.getByText(TABLE_MESSAGES.removed)).toBeVisible();
});

test('the projects list filters by the status in its address', async ({ page }) => {
  await signIn(page, 'comercial@example.com', { at: '/app/projects?status=closed' });
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Closed');
  const rows = page.getByRole('table', { name: 'Projects' }).locator('tbody tr');
  await expect(rows.filter({ hasText: 'EDN-DATA' })).toHaveCount(1);
  await expect(rows.filter({ hasText: DEMO })).toHaveCount(0);
});

for (const { name, viewport } of SIZES) {
  test(`summary is WCAG 2.1 AA clean and fits its width, with screenshots (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openSummary(page, 'admin@example.com');
    await afterPageTransition(page);
    expect(await axeViolations(page)).toEqual([]);
    // Wide tables scroll inside their card: the page itself never scrolls sideways.
    const overflow = Number(
      await page.evaluate(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      ),
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `screenshots/${name}-executive-summary.png`, fullPage: true });
    if (name === 'desktop') {
      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize({ width: PRINTED_WIDTH, height: 1000 });
      await page.screenshot({ path: 'screenshots/print-executive-summary.png', fullPage: true });
    }
  });
}
