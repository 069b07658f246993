import { ACCOUNTS_ENDPOINTS } from '@quadro/contract/accounts.endpoints';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { expect, test } from '../support/fixtures.ts';
import { afterPageTransition } from '../support/page-transition.ts';
import { bearerOf, personIdOf } from '../support/people.ts';
import { signIn } from '../support/sign-in.ts';

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

test.describe.configure({ mode: 'parallel' });

test("another employee's profile shows the public fields, the interests and their posts", async ({
  page,
}) => {
  await signIn(page, 'employee@example.com');
  const id = await personIdOf(page, 'João Pereira');
  await page.goto(`/app/profile/${id}`);
  await expect(page.getByRole('heading', { name: 'João Pereira' })).toBeVisible();
  await expect(page.getByText('joao.pereira@example.com')).toBeVisible();
  await expect(page.getByText('Backend Developer')).toBeVisible();
  const interests = page.getByRole('region', { name: 'Interests' });
  await expect(interests.getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByText('Birth Date')).toHaveCount(0);
  await expect(page.getByText('Phone')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Posts' }).click();
  await expect(page).toHaveURL(/selectedTab=public/);
  // Their posts, or 'No Data' while they wrote none (the demo seed may give them some).
  await expect(
    page
      .getByRole('article', { name: /^Post by / })
      .first()
      .or(page.getByText('No Data')),
  ).toBeVisible();
});

test('a hidden person shows name and avatar only, except to HR', async ({ page, pageAs }) => {
  const owner = page;
  await signIn(owner, 'leonor.teixeira@example.com');
  const setHidden = async (hidden: boolean) => {
    const response = await owner.request.put(ACCOUNTS_ENDPOINTS.updateOwnAccount.path, {
      headers: await bearerOf(owner),
      data: { name: 'Leonor Teixeira', hidden },
    });
    expect(response.status()).toBe(200);
  };
  await setHidden(true);
  // Shown again even when a step fails: other tests find Leonor by name.
  try {
    const id = await personIdOf(owner, 'Leonor Teixeira');
    const profile = `/app/profile/${id}`;
    const [colleague, hr] = await Promise.all([
      pageAs('employee@example.com', { at: profile }),
      pageAs('hr@example.com', { at: profile }),
    ]);

    await expect(colleague.getByRole('heading', { name: 'Leonor Teixeira' })).toBeVisible();
    await expect(
      colleague.getByText('keeps their profile hidden on the public view'),
    ).toBeVisible();
    await expect(colleague.getByText('leonor.teixeira@example.com')).toHaveCount(0);
    await expect(colleague.getByText('Product Owner')).toHaveCount(0);
    await expect(colleague.getByTestId('profile-cover')).toBeVisible();

    await expect(hr.getByText('leonor.teixeira@example.com')).toBeVisible();
    await expect(hr.getByText('Product Owner')).toBeVisible();
    await expect(hr.getByText('Hidden on the public view')).toBeVisible();

    await owner.goto(profile);
    await expect(owner).toHaveURL(/\/app\/my-profile$/);
  } finally {
    await setHidden(false);
  }
});

test('the interests panel saves the picks, which stay after a reload', async ({ page }) => {
  await signIn(page, 'diogo.pinto@example.com', { at: '/app/my-profile' });
  const panel = page.getByRole('list', { name: 'Pick your interests' });
  const yoga = panel.getByRole('button', { name: 'Yoga' });
  const wasPicked = (await yoga.getAttribute('aria-pressed')) === 'true';
  await yoga.click();
  await expect(yoga).toHaveAttribute('aria-pressed', String(!wasPicked));
  await page.getByRole('button', { name: 'Save interests' }).click();
  await expect(page.getByText(TABLE_MESSAGES.saved).last()).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Pick your interests' }).getByRole('button', { name: 'Yoga' }),
  ).toHaveAttribute('aria-pressed', String(!wasPicked));
});

test('HR adds, renames and removes an interest from the panel', async ({ page }) => {
  const designation = `Kitesurfing ${Date.now()}`;
  await signIn(page, 'hr@example.com', { at: '/app/my-profile' });
  await page.getByRole('button', { name: 'Manage interests' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage interests' });
  await dialog.getByRole('textbox', { name: 'New interest' }).fill(designation);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(TABLE_MESSAGES.saved).last()).toBeVisible();
  const catalogue = dialog.getByRole('list', { name: 'Interests catalogue' });
  await expect(catalogue.getByRole('listitem').first()).toContainText(designation);

  await dialog.getByRole('textbox', { name: 'New interest' }).fill('yoga');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText("The interest 'yoga' already exists.")).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'New interest' })).toHaveValue('yoga');

  await dialog.getByRole('button', { name: `Rename ${designation}` }).click();
  await dialog.getByRole('textbox', { name: `Rename ${designation}` }).fill(`${designation} Pro`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(TABLE_MESSAGES.updated)).toBeVisible();
  await expect(catalogue.getByText(`${designation} Pro`)).toBeVisible();

  await dialog.getByRole('button', { name: `Remove ${designation} Pro` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove interest' });
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(TABLE_MESSAGES.removed)).toBeVisible();
  await expect(catalogue.getByText(`${designation} Pro`)).toHaveCount(0);
});

test('the manage button is for HR only', async ({ page }) => {
  await signIn(page, 'employee@example.com', { at: '/app/my-profile' });
  await expect(page.getByRole('list', { name: 'Pick your interests' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage interests' })).toHaveCount(0);
});

for (const { name, viewport } of SIZES) {
  test(`profile screenshots (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'employee@example.com', { at: '/app/my-profile' });
    await expect(page.getByRole('list', { name: 'Pick your interests' })).toBeVisible();
    await afterPageTransition(page);
    await page.screenshot({ path: `screenshots/${name}-my-profile-interests.png`, fullPage: true });
    const id = await personIdOf(page, 'Beatriz Carvalho');
    await page.goto(`/app/profile/${id}`);
    await expect(page.getByRole('heading', { name: 'Beatriz Carvalho' })).toBeVisible();
    await afterPageTransition(page);
    await page.screenshot({ path: `screenshots/${name}-person-profile.png`, fullPage: true });
  });
}
