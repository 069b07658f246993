import { HOLIDAY_MESSAGES } from '@quadro/contract/holidays';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { signIn } from '../support/sign-in.ts';

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

// Only the first test changes holidays, and only in 2032, which no other test reads.
test.describe.configure({ mode: 'parallel' });

test('HR sees the national holidays of any year and keeps the regional ones', async ({ page }) => {
  await signIn(page, 'hr@example.com', { at: '/app/holiday?year=2032' });
  const table = page.getByRole('table', { name: 'Holidays' });
  await expect(table.getByRole('row', { name: /Good Friday/ })).toContainText('26/03/2032');
  await expect(table.getByRole('row', { name: /Corpus Christi/ })).toContainText('27/05/2032');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'New holiday' }).click();
  const dialog = page.getByRole('dialog', { name: 'New holiday' });
  await dialog.getByLabel('Date').fill('2032-12-25');
  await dialog.getByLabel('Name').fill('Company party');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(HOLIDAY_MESSAGES.nationalDay('Christmas Day'))).toBeVisible();
  await dialog.getByLabel('Date').fill('2032-06-13');
  await dialog.getByLabel('Name').fill('Santo António');
  await dialog.getByLabel('Region').fill('Lisbon');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(TABLE_MESSAGES.saved).last()).toBeVisible();
  const row = table.getByRole('row', { name: /Santo António/ });
  await expect(row).toContainText('Regional');
  await expect(row).toContainText('Lisbon');

  await row.getByRole('button', { name: 'Edit Santo António' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Santo António' });
  await edit.getByLabel('Region').fill('Lisboa');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(row).toContainText('Lisboa');
  await row.getByRole('button', { name: 'Remove Santo António' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Santo António?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(page.getByText(TABLE_MESSAGES.removed)).toBeVisible();
  await expect(table.getByRole('row', { name: /Santo António/ })).toHaveCount(0);
});

test('the CTO reads the holidays without changing them', async ({ page }) => {
  await signIn(page, 'cto@example.com', { at: '/app/holiday' });
  await expect(
    page.getByRole('table', { name: 'Holidays' }).getByText('Christmas Day'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'New holiday' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next year' }).click();
  await expect(page).toHaveURL(/year=\d{4}/);
});

for (const { name, viewport } of SIZES) {
  test(`holidays screenshots (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'hr@example.com', { at: '/app/holiday' });
    await expect(page.getByRole('table', { name: 'Holidays' })).toBeVisible();
    await afterPageTransition(page);
    await page.screenshot({ path: `screenshots/${name}-holidays.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });
}
