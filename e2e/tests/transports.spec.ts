import type { Page } from '@playwright/test';
import { formatEuros } from '@quadro/contract/formatting';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { TRANSPORT_MESSAGES } from '@quadro/contract/transports';
import { TRAVEL_PASS_MESSAGES } from '@quadro/contract/travel-passes';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/sign-in.ts';

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** An employee no other browser test changes the passes of. */
const EMPLOYEE = 'bruno.monteiro@example.com';

async function fillTransport(
  page: Page,
  dialogName: string,
  values: { operator?: string; passType?: string; monthlyPrice?: string },
) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  if (values.operator !== undefined) await dialog.getByLabel('Operator').fill(values.operator);
  if (values.passType !== undefined) await dialog.getByLabel('Pass type').fill(values.passType);
  if (values.monthlyPrice !== undefined) {
    await dialog.getByLabel('Monthly price (€)').fill(values.monthlyPrice);
  }
  await dialog.getByRole('button', { name: 'Submit' }).click();
  return dialog;
}

// HR's test adds and removes a transport of its own, which no other test looks for.
test.describe.configure({ mode: 'parallel' });

test('HR adds a transport on top, edits it in place and removes it, each with its notification', async ({
  page,
}) => {
  await signIn(page, 'hr@example.com', { at: '/app/transports' });
  await expect(page.getByRole('heading', { name: 'Transports', exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Transports' });
  const navegante = table.getByRole('row', { name: /Metro de Lisboa Navegante Metropolitano/ });
  await expect(navegante).toContainText(formatEuros('40.00'));
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'New transport' }).click();
  let dialog = await fillTransport(page, 'New transport', {
    operator: '',
    passType: 'Mensal',
    monthlyPrice: '12,345',
  });
  await expect(dialog.getByText('Required')).toBeVisible();
  await expect(dialog.getByText(/at most 2 decimals/)).toBeVisible();
  dialog = await fillTransport(page, 'New transport', {
    operator: 'METRO DE LISBOA',
    passType: 'navegante metropolitano',
    monthlyPrice: '40',
  });
  await expect(
    dialog.getByText(TRANSPORT_MESSAGES.duplicate('METRO DE LISBOA', 'navegante metropolitano')),
  ).toBeVisible();
  await fillTransport(page, 'New transport', {
    operator: 'Mobi Cascais',
    passType: 'Mobi Cascais mensal',
    monthlyPrice: '10,50',
  });
  await expect(page.getByText(TABLE_MESSAGES.saved).last()).toBeVisible();
  await expect(dialog).toBeHidden();
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('Mobi Cascais mensal');
  await expect(first).toContainText(formatEuros('10.50'));

  const secondBefore = await table.getByRole('row').nth(2).textContent();
  await page.getByRole('button', { name: 'Edit Mobi Cascais – Mobi Cascais mensal' }).click();
  await fillTransport(page, 'Edit Mobi Cascais – Mobi Cascais mensal', {
    monthlyPrice: '1234.5',
  });
  await expect(page.getByText(TABLE_MESSAGES.updated)).toBeVisible();
  await expect(first).toContainText(formatEuros('1234.50'));
  await expect(first).toContainText('1.234,50');
  await expect(table.getByRole('row').nth(2)).toHaveText(secondBefore ?? '');

  const search = page.getByRole('searchbox', { name: 'Search operator or pass type' });
  await search.fill('cascais');
  await expect(page).toHaveURL(/search=cascais/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await search.fill('');
  await expect(navegante).toBeVisible();

  const remove = page.getByRole('button', { name: 'Remove Mobi Cascais – Mobi Cascais mensal' });
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Remove Mobi Cascais – Mobi Cascais mensal?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByRole('row', { name: /Mobi Cascais mensal/ })).toBeVisible();
  await remove.click();
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(TABLE_MESSAGES.removed)).toBeVisible();
  await expect(table.getByRole('row', { name: /Mobi Cascais mensal/ })).toHaveCount(0);
});

test("a search that finds nothing keeps the table's heads and says 'No Data' across its columns", async ({
  page,
}) => {
  await signIn(page, 'hr@example.com', { at: '/app/transports?search=no-such-operator' });
  const table = page.getByRole('table', { name: 'Transports' });
  const empty = table.getByRole('cell', { name: 'No Data', exact: true });
  await expect(empty).toBeVisible();
  await expect(empty).toHaveAttribute('colspan', '4');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Operator',
    'Pass type',
    'Monthly price',
    'Actions',
  ]);
});

test('an employee picks a usual pass in the travel pass form and its price fills in the value', async ({
  page,
}) => {
  await signIn(page, EMPLOYEE, { at: '/app/transports' });
  await expect(page.getByText('Oops, Page Not Found :(')).toBeVisible();

  await page.goto('/app/travel-pass-history');
  const table = page.getByRole('table', { name: 'My travel passes' });
  await expect(table).toBeVisible();
  const add = page.getByRole('button', { name: /^Add / });
  if (await add.isEnabled()) {
    await add.click();
    await expect(page.getByText(TRAVEL_PASS_MESSAGES.added)).toBeVisible();
  }
  await table
    .getByRole('button', { name: /^Edit: / })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: /^Travel pass of / });
  const suggestion = form.getByRole('combobox', { name: 'Usual pass (suggestion)' });
  await suggestion.click();
  await suggestion.fill('municipal');
  await page
    .getByRole('option', {
      name: `Metro de Lisboa – Navegante Municipal – ${formatEuros('30.00')}`,
    })
    .click();
  const value = form.getByLabel('Value (€)');
  await expect(value).toHaveValue('30.00');
  await value.fill('31,20');
  await expect(value).toHaveValue('31,20');
  await expect(suggestion).toHaveValue(/Navegante Municipal/);
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(TRAVEL_PASS_MESSAGES.saved)).toBeVisible();
  await expect(table.getByText(formatEuros('31.20')).first()).toBeVisible();
});

for (const { name, viewport } of SIZES) {
  test(`the transports page fits and passes axe (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'admin@example.com', { at: '/app/transports' });
    await expect(page.getByRole('table', { name: 'Transports' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // No sideways scrolling of the page itself (the table may scroll within its box).
    const overflow = Number(
      await page.evaluate(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      ),
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `screenshots/${name}-transports.png`, fullPage: true });
    await page.getByRole('button', { name: 'New transport' }).click();
    await expect(page.getByRole('dialog', { name: 'New transport' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
