import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screensMatching } from './search-screens.ts';

test('financial finds the travels it manages; an employee finds only its own', () => {
  assert.deepEqual(screensMatching('travels', ['financial']), [
    { title: 'Manage Travels', link: '/app/manage-travels' },
  ]);
  assert.deepEqual(screensMatching('TRAVELS', ['employee']), [
    { title: 'Expenses & Travels', link: '/app/travels' },
  ]);
});

test('titles match ignoring accents and case, for every profile held', () => {
  const links = screensMatching('vacatíons', ['employee', 'hr']).map((screen) => screen.link);
  assert.deepEqual(links, [
    '/app/manage-vacations',
    '/app/manage-vacations-calendar',
    '/app/vacations',
  ]);
});

test('pages with parameters, error pages and unbuilt pages are no screens; a blank term finds none', () => {
  const links = screensMatching('a', [
    'hr',
    'admin',
    'financial',
    'employee',
    'evaluator',
    'cto',
  ]).map((screen) => screen.link);
  assert.equal(
    links.some((link) => link.includes(':')),
    false,
  );
  assert.equal(links.includes('/app/pages/not-found'), false);
  assert.equal(links.includes('/app'), true);
  assert.deepEqual(screensMatching('  ', ['hr']), []);
  assert.deepEqual(
    screensMatching('feed', ['trainee']).map((screen) => screen.link),
    ['/app/public-feed'],
  );
});

test('the CRM and crypto dashboards are found by their readers only', () => {
  const dashboardsOf = (profiles: string[]) =>
    screensMatching('dashboard', profiles).map((screen) => screen.link);
  assert.deepEqual(dashboardsOf(['comercial']), ['/app', '/app/crm-dashboard']);
  assert.deepEqual(dashboardsOf(['hr']), ['/app', '/app/crm-dashboard']);
  assert.deepEqual(dashboardsOf(['financial']), ['/app', '/app/crypto-dashboard']);
  assert.deepEqual(dashboardsOf(['admin']), [
    '/app',
    '/app/crm-dashboard',
    '/app/crypto-dashboard',
  ]);
  assert.deepEqual(dashboardsOf(['employee', 'trainee', 'cto', 'evaluator']), ['/app']);
  assert.deepEqual(screensMatching('crm', ['hr']), [
    { title: 'CRM Dashboard', link: '/app/crm-dashboard' },
  ]);
});
