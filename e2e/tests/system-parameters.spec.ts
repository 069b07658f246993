import type { Page } from '@playwright/test';
import { endpointUrl } from '@quadro/contract/endpoint';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { PARAMETERS_ENDPOINTS } from '@quadro/contract/parameters.endpoints';
import type { SystemParameterKey } from '@quadro/contract/system-parameters';
import { expect, test } from '../support/fixtures.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { bearerOf } from '../support/people.ts';
import { signIn } from '../support/sign-in.ts';

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** Puts a parameter back to its default, so other tests read the spec's values. */
async function restore(page: Page, key: SystemParameterKey, value: string | number) {
  const response = await page.request.put(
    endpointUrl(PARAMETERS_ENDPOINTS.updateSystemParameter, { params: { key } }),
    {
      headers: await bearerOf(page),
      data: { value },
    },
  );
  expect(response.status()).toBe(200);
}

// Each test that changes a parameter changes its own one and puts it back.
test.describe.configure({ mode: 'parallel' });

test('HR changes a parameter, sees who changed it and when, and a bad value is refused under the field', async ({
  page,
}) => {
  // The hiring year's cap: no demo person is in their hiring year, so no other test, running
  // meanwhile on the other worker, reads a balance this changes.
  await signIn(page, 'hr@example.com', { at: '/app/system-parameters' });
  const row = page.getByRole('listitem', { name: 'Vacation days in the hiring year, at most' });
  await expect(row.getByText('20 (working days)')).toBeVisible();
  await expect(row.getByText('Default value, never changed')).toBeVisible();

  await row.getByRole('button', { name: 'Edit Vacation days in the hiring year, at most' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vacation days in the hiring year, at most' });
  const field = dialog.getByLabel('Vacation days in the hiring year, at most (working days)');
  await field.fill('10');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Must be at least 20 (Portuguese labour law)')).toBeVisible();
  await expect(field).toHaveValue('10');

  await field.fill('25');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(TABLE_MESSAGES.updated)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('25 (working days)')).toBeVisible();
  await expect(row.getByText(/^Changed by .+ on \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await restore(page, 'hiringYearVacationCap', 20);
});

test('money parameters are shown and stored as exact euros', async ({ page }) => {
  await signIn(page, 'hr@example.com', { at: '/app/system-parameters' });
  const row = page.getByRole('listitem', { name: 'Kilometre map monthly cap' });
  await expect(row.getByText(/2\.250,00\s?€/)).toBeVisible();
  await row.getByRole('button', { name: 'Edit Kilometre map monthly cap' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kilometre map monthly cap' });
  await dialog.getByLabel('Kilometre map monthly cap (€)').fill('2000.555');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(/at most 2 decimals/)).toBeVisible();
  await dialog.getByLabel('Kilometre map monthly cap (€)').fill('2000.5');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(row.getByText(/2\.000,50\s?€/)).toBeVisible();
  await restore(page, 'kilometreMapMonthlyCap', '2250.00');
});

test('only HR finds the Settings page', async ({ page }) => {
  await signIn(page, 'financial@example.com', { at: '/app/system-parameters' });
  await expect(page.getByRole('listitem', { name: 'Annual vacation days' })).toHaveCount(0);
});

for (const { name, viewport } of SIZES) {
  test(`system parameters screenshot (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'hr@example.com', { at: '/app/system-parameters' });
    await expect(page.getByRole('listitem', { name: 'Company time zone' })).toBeVisible();
    await afterPageTransition(page);
    await page.screenshot({ path: `screenshots/${name}-system-parameters.png`, fullPage: true });
  });
}
