import type { Page } from '@playwright/test';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { PROJECT_MESSAGES } from '@quadro/contract/projects';
import { expect, test } from '../support/fixtures.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { pickOption } from '../support/select-option.ts';
import { signIn } from '../support/sign-in.ts';

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

const projectRows = (page: Page) =>
  page.getByRole('table', { name: 'Projects' }).locator('tbody tr');

async function pick(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: string,
  option: string,
) {
  await pickOption(page, scope.getByRole('combobox', { name: label }), option);
}

// The screenshots read BA-CORE only; the project the first test adds is its own.
test.describe.configure({ mode: 'parallel' });

test('admin adds a project with a team (an over-allocated member is refused under the field), opens its executive summary and removes it after confirming', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com', { at: '/app/projects' });
  await expect(projectRows(page).first()).toBeVisible();

  await page.getByRole('button', { name: 'New project' }).click();
  const form = page.getByRole('dialog', { name: 'New project' });
  await pick(page, form, 'Client', 'Banco Atlântico');
  await form.getByLabel('Name', { exact: true }).fill('Open Banking APIs');
  await form.getByLabel('Code').fill('BA-OPEN');
  await form.getByLabel('Start date').fill('2026-01-05');
  await form.getByLabel('End date').fill('2026-12-31');
  await pick(page, form, 'Status', 'Active');
  await form.getByRole('button', { name: 'Add member' }).click();
  const member = form.getByRole('group', { name: 'Member 1' });
  await pick(page, member, 'Member', 'André Fernandes');
  await member.getByLabel('Role').fill('Architect');
  await member.getByLabel('Allocation (%)').fill('50');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(
    member.getByText(PROJECT_MESSAGES.overAllocated('André Fernandes', 150)),
  ).toBeVisible();
  await expect(member.getByLabel('Role')).toHaveValue('Architect');

  await pick(page, member, 'Member', 'Sara Vieira');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(TABLE_MESSAGES.saved).last()).toBeVisible();
  await expect(form).toBeHidden();
  const row = projectRows(page).first();
  await expect(row).toContainText('BA-OPEN');
  await expect(row).toContainText('Active');

  await page.getByRole('button', { name: 'Edit BA-OPEN' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit BA-OPEN' });
  await expect(edit.getByRole('group', { name: 'Member 1' }).getByLabel('Role')).toHaveValue(
    'Architect',
  );
  await pick(page, edit, 'Status', 'On Hold');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(TABLE_MESSAGES.updated)).toBeVisible();
  await expect(projectRows(page).first()).toContainText('On Hold');

  await pick(page, page.getByRole('main'), 'Status', 'On Hold');
  await expect(projectRows(page).filter({ hasText: 'BA-OPEN' })).toHaveCount(1);
  await expect(projectRows(page).filter({ hasText: 'BA-CORE' })).toHaveCount(0);

  await projectRows(page).first().getByRole('link', { name: 'Open Banking APIs' }).click();
  await expect(page).toHaveURL(/\/app\/projects\/[0-9a-f-]{36}\/summary-executive$/);
  await expect(page.getByRole('heading', { name: 'Executive Summary' }).first()).toBeVisible();
  await page.goBack();

  await page.getByRole('button', { name: 'Remove BA-OPEN' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove project' });
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(TABLE_MESSAGES.removed)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Projects' })).not.toContainText('BA-OPEN');
});

for (const { name, viewport } of SIZES) {
  test(`projects screenshot (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'comercial@example.com', { at: '/app/projects' });
    await expect(projectRows(page).filter({ hasText: 'BA-CORE' })).toBeVisible();
    await afterPageTransition(page);
    await page.screenshot({ path: `screenshots/${name}-projects.png`, fullPage: true });
    await page.getByRole('button', { name: 'Edit BA-CORE' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Edit BA-CORE' }).getByRole('group', { name: 'Member 1' }),
    ).toBeVisible();
    await afterPageTransition(page);
    await page.screenshot({ path: `screenshots/${name}-project-form.png` });
  });
}
