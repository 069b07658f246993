import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MENU, type MenuItem } from './menu.ts';
import {
  APP_PAGES,
  type AppPage,
  appPage,
  menuProfiles,
  pageAt,
  parentPages,
} from './page-access.ts';
import { mayOpen } from './page-audience.ts';

const PAGES: readonly AppPage[] = APP_PAGES;
const menuLinks = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => [...(item.link ? [item] : []), ...menuLinks(item.child ?? [])]);

describe('page-access table', () => {
  it('names each page once, and every page for some profile', () => {
    assert.equal(new Set(PAGES.map((page) => page.path)).size, PAGES.length);
    for (const page of PAGES) {
      assert.ok(page.audience === 'signed-in' || page.audience.length > 0, page.path);
    }
  });

  it('never shows a page in the menu to someone who may not open it', () => {
    for (const page of PAGES) {
      if (page.audience === 'signed-in') continue;
      for (const profile of page.menuAudience ?? []) {
        assert.ok(page.audience.includes(profile), `${profile} sees ${page.path} in the menu`);
      }
    }
  });

  it('is where every menu link takes its profiles from', () => {
    for (const item of menuLinks(MENU)) {
      const page = PAGES.find((candidate) => candidate.path === item.link);
      assert.ok(page, `${item.link} is not in the table`);
      assert.deepEqual(item.profiles, menuProfiles(page));
    }
  });

  it('opens a page to signed-in users or to holders of its profiles, case-insensitively', () => {
    assert.equal(mayOpen([], appPage('/app/my-profile').audience), true);
    assert.equal(mayOpen(['Financial'], appPage('/app/employees').audience), true);
    assert.equal(mayOpen(['employee'], appPage('/app/employees').audience), false);
    assert.equal(mayOpen(['administrator'], appPage('/app/projects').audience), true);
  });
});

describe('parentPages', () => {
  it('lists the pages a page sits under, without the dashboard or pages with parameters', () => {
    const parentsOf = (path: Parameters<typeof parentPages>[0]) =>
      parentPages(path).map((page) => page.path);
    assert.deepEqual(parentsOf('/app/employees/:id'), ['/app/employees']);
    assert.deepEqual(parentsOf('/app/work-map-history/details/:id'), ['/app/work-map-history']);
    assert.deepEqual(parentsOf('/app/projects/:id/summary-executive'), ['/app/projects']);
    assert.deepEqual(parentsOf('/app/employees'), []);
    assert.deepEqual(parentsOf('/app'), []);
  });

  it('finds the page an address opens, query and parameters aside', () => {
    assert.equal(pageAt('/app/projects?status=active')?.path, '/app/projects');
    assert.equal(
      pageAt('/app/projects/0b5c/summary-executive')?.path,
      '/app/projects/:id/summary-executive',
    );
    assert.equal(pageAt('/app/')?.path, '/app');
    assert.equal(pageAt('/app/nowhere'), undefined);
  });
});
