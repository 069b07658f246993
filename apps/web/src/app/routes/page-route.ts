import { type AppPagePath, appPage, parentPages } from '@quadro/contract/page-access';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle.ts';

const APP_PREFIX = '/app/';

/** The child path of an /app page under the shell route ('/app' itself is the index). */
export function childPath(path: AppPagePath): string | undefined {
  return path === '/app' ? undefined : path.slice(APP_PREFIX.length);
}

/**
 * An /app page whose title and audience come from the contract's page-access table; `help` is its
 * component's name, written out (a minified build renames functions), which names its help,
 * docs/help/{help}.md.
 */
export function pageRoute(
  path: AppPagePath,
  help: string,
  lazy: NonNullable<RouteObject['lazy']>,
): RouteObject {
  const { title, audience, dashboard } = appPage(path);
  const parents = parentPages(path).map((page) => ({ title: page.title, path: page.path }));
  const handle: RouteHandle = { title, audience, dashboard, parents, help };
  const child = childPath(path);
  return child === undefined ? { index: true, handle, lazy } : { path: child, handle, lazy };
}
