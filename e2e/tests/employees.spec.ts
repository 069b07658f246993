import { readFile } from 'node:fs/promises';
import { EMPLOYEE_IMPORT_MESSAGES } from '@quadro/contract/employee-import';
import { EMPLOYEE_MESSAGES } from '@quadro/contract/employees';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForResetLink } from '../support/outbox.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { signIn, signInThroughPage } from '../support/sign-in.ts';

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

test.describe.configure({ mode: 'parallel' });

test('HR pages, sorts and filters the employees table, and opens an employee', async ({ page }) => {
  await signIn(page, 'hr@example.com', { at: '/app/employees' });
  const table = page.getByRole('table', { name: 'Employees' });
  await expect(table.getByRole('row')).toHaveCount(21);
  await page.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sort=name&order=desc/);
  await page.getByLabel('Search name or e-mail').fill('joao');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: 'João Pereira' }).click();
  await expect(page.getByRole('heading', { name: 'João Pereira' })).toBeVisible();
  await expect(page.getByText('joao.pereira@example.com')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'breadcrumb' })
    .getByRole('link', { name: 'Employees' })
    .click();
  await expect(page).toHaveURL(/\/app\/employees$/);
});

test('HR creates an employee, who sets a password from the invitation and signs in', async ({
  page,
  browser,
}) => {
  const email = 'ines.valente@example.com';
  await signIn(page, 'hr@example.com', { at: '/app/employees' });
  await page.getByRole('button', { name: 'New employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'New employee' });
  await dialog.getByLabel('Name').fill('Inês Valente');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Job title').fill('Data Engineer');
  await dialog.getByLabel('Start date').fill('2026-12-01');
  await dialog.getByLabel('Contract type').click();
  await page.getByRole('option', { name: 'Permanent' }).click();
  await dialog.getByLabel('Tax number (NIF)').fill('123456780');
  await dialog.getByLabel('Daily hours').fill('7.5');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(EMPLOYEE_MESSAGES.invalidNif)).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('Inês Valente');

  const createdAt = Date.now();
  await dialog.getByLabel('Tax number (NIF)').fill('245678905');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Data has been saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inês Valente' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/employees\/[0-9a-f-]{36}$/);

  const link = await waitForResetLink(email, createdAt);
  // A browser of their own: HR's remembered session would take the sign-in page straight to /app.
  const newHire = await browser.newPage();
  await newHire.goto(link);
  await newHire.getByLabel('New Password', { exact: true }).fill('Welcome#2026');
  await newHire.getByLabel('Confirm Password', { exact: true }).fill('Welcome#2026');
  await newHire.getByRole('button', { name: 'Reset Password' }).click();
  await expect(newHire.getByRole('heading', { name: 'Your password has changed!' })).toBeVisible();
  await signInThroughPage(newHire, email, 'Welcome#2026');
});

test('an edit shows in the History tab with who, when, before and after', async ({ page }) => {
  await signIn(page, 'hr@example.com', { at: '/app/employees?search=catarina' });
  await page.getByRole('link', { name: 'Catarina Marques' }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Catarina Marques' });
  await dialog.getByLabel('Job title').fill('Senior Data Analyst');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Data has been updated')).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  const latest = page.getByRole('list', { name: 'History' }).getByRole('listitem').first();
  await expect(latest.getByText('Employee changed')).toBeVisible();
  await expect(latest.getByText('Sofia Almeida')).toBeVisible();
  await expect(latest.getByText('Job title: Data Analyst → Senior Data Analyst')).toBeVisible();
});

test('financial reads the employees without any button that changes them, and exports them', async ({
  page,
}) => {
  await signIn(page, 'financial@example.com', { at: '/app/employees?profile=employee' });
  await expect(page.getByRole('table', { name: 'Employees' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^employees-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFName,Email,Profiles,Job title,Contract type,Client,Start date,Status',
  );
  expect(csv).toContain('João Pereira');
  const downloadingXlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  const xlsx = await downloadingXlsx;
  expect(xlsx.suggestedFilename()).toMatch(/^employees-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = await readFile((await xlsx.path()) ?? '');
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New employee' })).toHaveCount(0);
  await page.getByRole('link', { name: 'João Pereira' }).first().click();
  await expect(page.getByRole('heading', { name: 'João Pereira' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});

/** A valid Portuguese tax number from eight digits: the mod-11 check digit appended. */
function nif(body: string): string {
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (9 - index), 0);
  const check = 11 - (sum % 11);
  return `${body}${check >= 10 ? 0 : check}`;
}

test('HR imports employees: a bad row is named in the preview, the fixed file imports every row', async ({
  page,
}) => {
  const run = String(Date.now()).slice(-6);
  const header =
    'Name;Email;Profiles;Start date;Contract type;Job title;Working weekdays;Daily hours;Tax number';
  const line = (name: string, email: string) =>
    `${name};${email};employee;04/01/2027;Permanent;Consultant;Mon-Fri;8;${nif(`2${run}${name.length % 10}`)}`;
  const file = (rows: string[]) => ({
    name: 'new-hires.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...rows].join('\n')),
  });
  const first = `Imported Ana ${run}`;
  const second = `Imported Rui Sousa ${run}`;

  await signIn(page, 'hr@example.com', { at: '/app/employees' });
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import employees' });
  await dialog
    .getByLabel('Employees file')
    .setInputFiles(file([line(first, `ana.${run}@example.com`), line(second, 'rui.sousa@')]));
  await expect(dialog.getByTestId('import-row-3')).toContainText('Email: Invalid email');
  await expect(dialog.getByTestId('import-row-2')).toContainText('Ready');
  await expect(dialog.getByText(EMPLOYEE_IMPORT_MESSAGES.rowsWithErrors(1))).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);

  await dialog
    .getByLabel('Employees file')
    .setInputFiles(
      file([line(first, `ana.${run}@example.com`), line(second, `rui.sousa.${run}@example.com`)]),
    );
  await expect(dialog.getByText('new-hires.csv: 2 employees ready to import.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 2 employees' }).click();
  await expect(page.getByText(EMPLOYEE_IMPORT_MESSAGES.imported(2))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.getByLabel('Search name or e-mail').fill(run);
  await expect(page.getByRole('link', { name: first })).toBeVisible();
  await expect(page.getByRole('link', { name: second })).toBeVisible();
});

for (const { name, viewport } of SIZES) {
  test(`employees screenshots (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'hr@example.com', { at: '/app/employees' });
    await expect(page.getByRole('table', { name: 'Employees' })).toBeVisible();
    await afterPageTransition(page);
    await page.screenshot({ path: `screenshots/${name}-employees.png`, fullPage: true });
    await page.getByRole('button', { name: 'New employee' }).click();
    await afterPageTransition(page);
    await page.screenshot({ path: `screenshots/${name}-employee-form.png` });
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByLabel('Employees file').setInputFiles({
      name: 'new-hires.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Name,Email,Profiles,Start date,Contract type,Job title,Working weekdays,Daily hours,Tax number\n' +
          'Ana Lopes,ana.lopes@example.com,employee,2027-01-04,Permanent,Consultant,Mon-Fri,8,123456789\n' +
          'Rui Sousa,rui.sousa@,boss,2027-13-01,Forever,Consultant,Mon-Fri,8,123\n',
      ),
    });
    await expect(page.getByTestId('import-row-3')).toBeVisible();
    await afterPageTransition(page);
    await page.screenshot({ path: `screenshots/${name}-employee-import.png` });
  });
}
