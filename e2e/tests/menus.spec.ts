import { menuFor } from '@quadro/contract/menu';
import { DEMO_ACCOUNTS } from '../support/demo-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { childItems, mainMenu, topLevelItems } from '../support/sidebar.ts';
import { signIn } from '../support/sign-in.ts';

test.describe.configure({ mode: 'parallel' });

for (const { email, profile } of DEMO_ACCOUNTS) {
  test(`${profile} sees exactly the menu of the contract`, async ({ page }) => {
    const expected = menuFor([profile]);
    await signIn(page, email);
    await expect(topLevelItems(page)).toHaveText(expected.map((item) => item.name));
    for (const group of expected.filter((item) => item.child)) {
      const toggle = mainMenu(page).getByRole('button', { name: group.name, exact: true });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(
        toggle.locator('xpath=following-sibling::*[1]').locator('[data-menu-level="1"]'),
      ).toHaveText((group.child ?? []).map((child) => child.name));
    }
    const allChildren = expected.flatMap((item) => item.child ?? []);
    await expect(childItems(page)).toHaveCount(allChildren.length);
  });
}
