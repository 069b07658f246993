import { expect, type Page, test } from '@playwright/test';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { afterPageTransition } from '../support/page-transition.ts';
import { bearerOf } from '../support/people.ts';
import { signIn } from '../support/sign-in.ts';

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** Puts a parameter back to its default, so other tests read the spec's values. */
async function restore(page: Page, key: string, value: string | number) {
  const response = await page.request.put(`/api/system-parameters/${key}`, {
    headers: await bearerOf(page),
    data: { value },
  });
  expect(response.status()).toBe(200);
}

test('HR changes a parameter, sees who changed it and when, and a bad value is refused under the field', async ({
  page,
}) => {
  await signIn(page, 'hr@example.com');
  await page.goto('/app/system-parameters');
  const row = page.getByRole('listitem', { name: 'Annual vacation days' });
  await expect(row.getByText('22 (working days)')).toBeVisible();
  await expect(row.getByText('Default value, never changed')).toBeVisible();

  await row.getByRole('button', { name: 'Edit Annual vacation days' }).click();
  const dialog = page.getByRole('dialog', { name: 'Annual vacation days' });
  const field = dialog.getByLabel('Annual vacation days (working days)');
  await field.fill('10');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Must be at least 22 (Portuguese labour law)')).toBeVisible();
  await expect(field).toHaveValue('10');

  await field.fill('25');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(TABLE_MESSAGES.updated)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('25 (working days)')).toBeVisible();
  await expect(row.getByText(/^Changed by .+ on \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await restore(page, 'annualVacationDays', 22);
});

test('money parameters are shown and stored as exact euros', async ({ page }) => {
  await signIn(page, 'hr@example.com');
  await page.goto('/app/system-parameters');
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
  await signIn(page, 'financial@example.com');
  await page.goto('/app/system-parameters');
  await expect(page.getByRole('listitem', { name: 'Annual vacation days' })).toHaveCount(0);
});

for (const { name, viewport } of SIZES) {
  test(`system parameters screenshot (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'hr@example.com');
    await page.goto('/app/system-parameters');
    await expect(page.getByRole('listitem', { name: 'Company time zone' })).toBeVisible();
    await afterPageTransition(page);
    await page.screenshot({ path: `screenshots/${name}-system-parameters.png`, fullPage: true });
  });
}
