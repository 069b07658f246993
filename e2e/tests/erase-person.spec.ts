import { ACCOUNTS_ENDPOINTS } from '@quadro/contract/accounts.endpoints';
import { endpointUrl } from '@quadro/contract/endpoint';
import { ERASURE_MESSAGES } from '@quadro/contract/erasure';
import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { freshNif } from '../support/fresh-nif.ts';
import { bearerOf } from '../support/people.ts';
import { signIn } from '../support/sign-in.ts';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

test('HR erases a disabled person, confirmed by the name, and the page shows them anonymised', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const name = `Leonor Erasmo ${suffix}`;
  await signIn(page, 'hr@example.com', { at: '/app/employees' });
  const created = await page.request.post(PEOPLE_ENDPOINTS.createEmployee.path, {
    headers: await bearerOf(page),
    data: {
      name,
      email: `leonor.${suffix}@example.com`,
      profiles: ['employee'],
      start_date: '2024-01-01',
      contract_type: 'permanent',
      job_title: 'Leaver',
      working_weekdays: [1, 2, 3, 4, 5],
      daily_hours: '8',
      tax_number: freshNif(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const disabled = await page.request.put(
    endpointUrl(ACCOUNTS_ENDPOINTS.setAccountEnabled, { params: { id } }),
    {
      headers: await bearerOf(page),
      data: { enabled: false },
    },
  );
  expect(disabled.status(), await disabled.text()).toBe(200);

  await page.goto(`/app/employees/${id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Erase personal data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase personal data' });
  await expect(dialog.getByText('This cannot be undone.')).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page), `axe at ${size.width} px`).toEqual([]);
  }

  const confirm = dialog.getByLabel(`Type ${name} to confirm`);
  await confirm.fill(name.toUpperCase());
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(dialog.getByText(ERASURE_MESSAGES.nameMismatch)).toBeVisible();

  await confirm.fill(name);
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: /^Former employee [0-9A-F]{6}$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erase personal data' })).toBeHidden();
});
