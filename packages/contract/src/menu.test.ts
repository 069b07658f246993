import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type MenuItem, menuFor } from './menu.ts';

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
    ]);
  });
});
