import type { Page } from '@playwright/test';
import { CONTRACT_MESSAGES } from '@quadro/contract/contracts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { signIn } from '../support/sign-in.ts';

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** Signs `email` in on the employees found by `name`, and opens that employee's `tab`. */
async function openEmployee(page: Page, email: string, name: string, tab: string) {
  await signIn(page, email, { at: `/app/employees?search=${encodeURIComponent(name)}` });
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

// Each test changes or reads an employee of its own (Rui Lopes' contracts, Diogo Pinto's salaries
// only added and removed again): they may run side by side.
test.describe.configure({ mode: 'parallel' });

test('HR adds a contract, which closes the previous one on its start', async ({ page }) => {
  await openEmployee(page, 'hr@example.com', 'Rui Lopes', 'Contracts');
  const table = page.getByRole('table', { name: 'Contracts' });
  await expect(table.getByText('In force')).toHaveCount(1);
  await page.getByRole('button', { name: 'Add contract' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contract' });
  await dialog.getByLabel('Contract type').click();
  await page.getByRole('option', { name: 'Permanent' }).click();
  await dialog.getByLabel('Start date').fill('2010-01-01');
  await dialog.getByLabel('Monthly base salary (€)').fill('2100.555');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(/at most 2 decimals/)).toBeVisible();
  await dialog.getByLabel('Monthly base salary (€)').fill('2100.50');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(/Must be after the start of the previous contract/)).toBeVisible();
  await dialog.getByLabel('Start date').fill('2027-01-01');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('01/01/2027');
  await expect(rows.nth(1)).toContainText('In force');
  await expect(rows.nth(1)).toContainText('2.100,50');
  await expect(rows.nth(2)).toContainText('01/01/2027');
  await expect(table.getByText('In force')).toHaveCount(1);
});

test('the salary timeline opens with both amounts and then reads From/to; HR adds and removes a salary', async ({
  page,
}) => {
  await openEmployee(page, 'hr@example.com', 'Diogo Pinto', 'Salary');
  const timeline = page.getByRole('list', { name: 'Salary history' });
  await expect(timeline.getByRole('listitem').first()).toContainText(
    /Base Salary: .+\s€, Dislocation: .+\s€/,
  );
  await expect(timeline.getByRole('listitem').nth(1)).toContainText(/From: .+\s€, to .+\s€/);

  await page.getByRole('button', { name: 'Add salary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add salary' });
  await dialog.getByLabel('Base salary (€)').fill('3000');
  await dialog.getByLabel('Monthly dislocation allowance (€)').fill('200');
  await dialog.getByLabel('Effective date').fill('2026-11-01');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(CONTRACT_MESSAGES.salaryCreated)).toBeVisible();
  await expect(timeline.getByRole('listitem').last()).toContainText('Dislocation');
  await expect(timeline.getByText(/to 3\.000,00\s€/)).toBeVisible();

  await page.getByRole('button', { name: 'Remove the salary of 01/11/2026' }).click();
  await page
    .getByRole('dialog', { name: 'Remove this salary?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(page.getByText(CONTRACT_MESSAGES.salaryDeleted)).toBeVisible();
  await expect(timeline.getByText(/to 3\.000,00\s€/)).toHaveCount(0);
});

test('financial reads contracts and salaries without changing them; the tabs pass WCAG 2.1 AA', async ({
  page,
}) => {
  await openEmployee(page, 'financial@example.com', 'Diogo Pinto', 'Salary');
  await expect(page.getByRole('table', { name: 'Salaries' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add salary' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Contracts' }).click();
  await expect(page.getByRole('table', { name: 'Contracts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add contract' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByText('Tax number (NIF)')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('an employee sees their own salary history on their profile', async ({ page }) => {
  await signIn(page, 'employee@example.com', { at: '/app/my-profile' });
  await page.getByRole('tab', { name: 'Salary' }).click();
  const timeline = page.getByRole('list', { name: 'Salary history' });
  await expect(timeline.getByRole('listitem').first()).toContainText('Base Salary:');
});

for (const { name, viewport } of SIZES) {
  test(`salary screenshots (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openEmployee(page, 'hr@example.com', 'Helena Cardoso', 'Salary');
    await expect(page.getByRole('list', { name: 'Salary history' })).toBeVisible();
    await afterPageTransition(page);
    await page.screenshot({ path: `screenshots/${name}-employee-salary.png`, fullPage: true });
  });
}
