import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { signIn } from '../support/sign-in.ts';

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

const SCREENS = [
  {
    who: 'employee@example.com',
    at: '/app/vacations',
    title: 'Vacations',
    text: /cancellation request/,
  },
  {
    who: 'financial@example.com',
    at: '/app/manage-travels',
    title: 'Manage Travels',
    text: /Trip limits/,
  },
  {
    who: 'cto@example.com',
    at: '/app/manage-evaluations',
    title: 'Manage Evaluations',
    text: /adding up to exactly 100/,
  },
] as const;

test.describe.configure({ mode: 'parallel' });

for (const { who, at, title, text } of SCREENS) {
  test(`the help panel tells ${at} what it does, and Escape closes it`, async ({ page }) => {
    await signIn(page, who, { at });
    const button = page.getByRole('button', { name: 'Help', exact: true });
    await button.click();
    const panel = page.getByRole('dialog', { name: title });
    await expect(panel.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(panel.getByText(text)).toBeVisible();
    await expect(panel.locator('h1')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });
}

test("the panel says 'No Data' for a screen without help, and an error line when the call fails", async ({
  page,
}) => {
  await signIn(page, 'employee@example.com', { at: '/app/vacations' });
  await page.route('**/api/docs?src=VacationsPage', (route) =>
    route.fulfill({ json: { data: { records: [] } } }),
  );
  const button = page.getByRole('button', { name: 'Help', exact: true });
  await button.click();
  const panel = page.getByRole('dialog', { name: 'Help' });
  await expect(panel.getByText('No Data')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.route('**/api/docs?src=TravelPassHistoryPage', (route) =>
    route.fulfill({ status: 500, json: { message: 'Help is unavailable' } }),
  );
  await page.goto('/app/travel-pass-history');
  await button.click();
  await expect(panel.getByRole('alert')).toContainText('Help is unavailable');
});

for (const { name, viewport } of SIZES) {
  test(`help panel screenshot (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'cto@example.com', { at: '/app/manage-evaluations' });
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Manage Evaluations' })).toBeVisible();
    await afterPageTransition(page);
    await page.screenshot({ path: `screenshots/help-panel-${name}.png` });
  });
}
