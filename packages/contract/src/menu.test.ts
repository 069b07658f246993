import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { breadcrumbGroups, MENU, type MenuItem, menuFor, menuTrail } from './menu.ts';

const links = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [...(item.link ? [item.link] : []), ...links(item.child ?? [])]);

describe('menu by profile (spec §2)', () => {
  it('gives an employee the dashboard, routines, travels, vacations and feed', () => {
    assert.deepEqual(links(menuFor(['employee'])), [
      '/app',
      '/app/work-map-history',
      '/app/salary-receipts',
      '/app/travel-pass-history',
      '/app/travels',
      '/app/vacations',
      '/app/public-feed',
    ]);
  });

  it('gives a trainee only the travel pass inside Monthly Routines', () => {
    const menu = menuFor(['trainee']);
    assert.deepEqual(links(menu), ['/app', '/app/travel-pass-history', '/app/public-feed']);
    assert.deepEqual(
      menu.find((item) => item.key === 'monthly-routines')?.child?.map((item) => item.link),
      ['/app/travel-pass-history'],
    );
  });

  it('gives hr its Manage entries and Settings', () => {
    assert.deepEqual(links(menuFor(['HR'])), [
      '/app/employees',
      '/app/client',
      '/app/manage-work-map',
      '/app/manage-vacations',
      '/app/transports',
      '/app/holiday',
      '/app/system-parameters',
    ]);
  });

  it('gives cto and evaluator the Manage group with Evaluations in it', () => {
    for (const profile of ['cto', 'evaluator']) {
      const menu = menuFor([profile]);
      assert.deepEqual(
        menu.map((item) => item.name),
        ['Manage'],
      );
      assert.deepEqual(
        menu[0]?.child?.map((item) => [item.name, item.link]),
        [['Evaluations', '/app/manage-evaluations']],
      );
    }
  });

  it('gives HR the system parameters and the administrator delivery and jobs and the audit trail, all in Settings', () => {
    const settingsOf = (profiles: string[]) =>
      menuFor(profiles)
        .find((item) => item.key === 'settings')
        ?.child?.map((item) => [item.name, item.link]);
    assert.deepEqual(settingsOf(['hr']), [['System Parameters', '/app/system-parameters']]);
    assert.deepEqual(settingsOf(['admin']), [
      ['Delivery and Jobs', '/app/delivery-and-jobs'],
      ['Audit Trail', '/app/audit-trail'],
    ]);
    assert.deepEqual(settingsOf(['admin', 'hr']), [
      ['System Parameters', '/app/system-parameters'],
      ['Delivery and Jobs', '/app/delivery-and-jobs'],
      ['Audit Trail', '/app/audit-trail'],
    ]);
    assert.deepEqual(
      menuTrail('/app/delivery-and-jobs').map((item) => item.key),
      ['settings', 'delivery-and-jobs'],
    );
  });

  it('keeps Evaluations out of the Manage menus of hr, admin and financial', () => {
    for (const profile of ['hr', 'admin', 'financial']) {
      assert.equal(links(menuFor([profile])).includes('/app/manage-evaluations'), false);
    }
  });

  it('unites the menus of several profiles', () => {
    assert.deepEqual(links(menuFor(['administrator', 'financial'])), [
      '/app/projects',
      '/app/employees',
      '/app/manage-work-map',
      '/app/manage-travel-pass',
      '/app/manage-salary-receipts',
      '/app/manage-vacations',
      '/app/manage-travels',
      '/app/payments/manage-allowances',
      '/app/transports',
      '/app/delivery-and-jobs',
      '/app/audit-trail',
    ]);
  });
});

describe('menu tree (spec §3 keyParent, multilevel)', () => {
  it("marks groups multilevel and names the group as each child's keyParent", () => {
    const groups = MENU.filter((item) => item.multilevel);
    assert.deepEqual(
      groups.map((item) => item.key),
      ['manage', 'monthly-routines', 'settings'],
    );
    for (const group of groups) {
      assert.ok(group.child?.length);
      for (const child of group.child ?? []) assert.equal(child.keyParent, group.key);
    }
    const singles = MENU.filter((item) => !item.multilevel);
    assert.ok(singles.every((item) => item.keyParent === undefined && item.child === undefined));
  });

  it("keeps keyParent and multilevel in a profile's menu", () => {
    const manage = menuFor(['hr']).find((item) => item.key === 'manage');
    assert.equal(manage?.multilevel, true);
    assert.equal(manage?.child?.[0]?.keyParent, 'manage');
  });

  it('finds where a path sits, up through keyParent', () => {
    const keys = (pathname: string) => menuTrail(pathname).map((item) => item.key);
    assert.deepEqual(keys('/app/employees'), ['manage', 'employees']);
    assert.deepEqual(keys('/app/manage-work-map/details/42'), ['manage', 'manage-work-map']);
    assert.deepEqual(keys('/app/work-map-history'), ['monthly-routines', 'work-map-history']);
    assert.deepEqual(keys('/app/vacations'), ['vacations']);
    assert.deepEqual(keys('/app'), ['dashboard']);
    assert.deepEqual(keys('/app/profile/7'), []);
    assert.deepEqual(keys('/app/travels-other'), []);
  });

  it("names a page's group once in its breadcrumb, not again when the page is named like it", () => {
    const names = (pathname: string, title: string) =>
      breadcrumbGroups(pathname, title).map((item) => item.name);
    assert.deepEqual(names('/app/system-parameters', 'Settings'), []);
    assert.deepEqual(names('/app/delivery-and-jobs', 'Delivery and Jobs'), ['Settings']);
    assert.deepEqual(names('/app/employees', 'Employees'), ['Manage']);
    assert.deepEqual(names('/app/vacations', 'Vacations'), []);
  });
});
