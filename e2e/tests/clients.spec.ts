import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { expect, test } from '../support/fixtures.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { signIn } from '../support/sign-in.ts';

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

test('the clients table: a new client on top, an edit replaced in place, a removal confirmed', async ({
  page,
}) => {
  await signIn(page, 'hr@example.com', { at: '/app/client' });
  const table = page.getByRole('table', { name: 'Clients' });
  await expect(table.getByRole('row')).not.toHaveCount(1);

  await page.getByRole('button', { name: 'New client' }).click();
  const dialog = page.getByRole('dialog', { name: 'New client' });
  await dialog.getByLabel('Name', { exact: true }).fill('Banco Atlântico');
  await dialog.getByLabel('Limit days').fill('10');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(/already exists/)).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill('Zebra Logística');
  await dialog.getByLabel('E-mail').fill('geral@zebra.pt');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(TABLE_MESSAGES.saved).last()).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Zebra Logística');

  const secondBefore = await table.getByRole('row').nth(2).textContent();
  await page.getByRole('button', { name: 'Edit Zebra Logística' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Zebra Logística' });
  await edit.getByLabel('Limit days').fill('12');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(TABLE_MESSAGES.updated)).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('12');
  await expect(table.getByRole('row').nth(2)).toHaveText(secondBefore ?? '');

  await page.getByRole('button', { name: 'Remove Zebra Logística' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Zebra Logística?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByText('Zebra Logística')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Zebra Logística' }).click();
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(TABLE_MESSAGES.removed)).toBeVisible();
  await expect(table.getByText('Zebra Logística')).toHaveCount(0);
});

test('allocating an employee takes them out of the employees without a client', async ({
  page,
}) => {
  await signIn(page, 'hr@example.com', { at: '/app/client' });
  const free = page.getByRole('list', { name: 'Employees without a client' });
  const person = (await free.getByRole('listitem').first().textContent()) ?? '';
  expect(person).not.toBe('');
  await page.getByRole('button', { name: 'Employees at Retalho Verde' }).click();
  const dialog = page.getByRole('dialog', { name: 'Employees at Retalho Verde' });
  await dialog.getByLabel('Employee', { exact: true }).click();
  await page.getByRole('option', { name: person, exact: true }).click();
  await dialog.getByLabel('From').fill('2026-01-01');
  await dialog.getByRole('button', { name: 'Allocate' }).click();
  await expect(page.getByText(TABLE_MESSAGES.saved).last()).toBeVisible();
  await expect(dialog.getByRole('cell', { name: person, exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(free.getByText(person, { exact: true })).toHaveCount(0);
});

for (const { name, viewport } of SIZES) {
  test(`clients screenshot (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'hr@example.com', { at: '/app/client' });
    await expect(page.getByRole('table', { name: 'Clients' })).toBeVisible();
    await afterPageTransition(page);
    await page.screenshot({ path: `screenshots/${name}-clients.png`, fullPage: true });
  });
}
