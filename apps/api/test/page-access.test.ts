import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACCOUNTS_ENDPOINTS } from '@quadro/contract/accounts.endpoints';
import { CLIENTS_ENDPOINTS } from '@quadro/contract/clients.endpoints';
import { endpointKey } from '@quadro/contract/endpoint';
import {
  APP_PAGES,
  type ApiRoute,
  type PageAudience,
  type AppPage as PageOfTheTable,
} from '@quadro/contract/page-access';
import {
  PAGE_API_ROUTES,
  type PageApiRoutes,
  SHELL_API_ROUTES,
} from '@quadro/contract/page-api-routes';
import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import type { Profile } from '@quadro/contract/profiles';
import { WORK_MAPS_ENDPOINTS } from '@quadro/contract/work-maps.endpoints';
import type { GuardedRoute, RouteAccess } from '../src/platform/auth/route-access.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Routes limited to some profiles that no /app page calls, each with why. */
const ROUTES_WITHOUT_A_PAGE: readonly ApiRoute[] = [
  // The employees table lists pending accounts itself (status filter): this list is for integrators.
  ACCOUNTS_ENDPOINTS.listPendingActivation,
  // HR curates the interests from the interests panel of /app/my-profile, a page every signed-in
  // user opens; the panel shows the 'Manage interests' dialog to hr only.
  PEOPLE_ENDPOINTS.createInterest,
  PEOPLE_ENDPOINTS.renameInterest,
  PEOPLE_ENDPOINTS.removeInterest,
  // One client by id, for integrators; the pages read the whole list.
  CLIENTS_ENDPOINTS.getClient,
  // The employee's absences of a year, for integrators: the dashboard's absences card that read
  // it gave way to the work-map card of GET /api/dashboard.
  WORK_MAPS_ENDPOINTS.listMyAbsences,
];

/** A page of the table with the API routes it calls. */
type AppPage = PageOfTheTable & PageApiRoutes;

const PAGES: AppPage[] = APP_PAGES.map((page) => ({ ...page, ...PAGE_API_ROUTES[page.path] }));

const SHELL: AppPage = {
  path: '/app',
  title: 'The shell around every page',
  audience: 'signed-in',
  apiRoutes: SHELL_API_ROUTES,
};

const routeKey = (route: GuardedRoute) => `${route.method} ${route.url}`;

function admits(access: RouteAccess, audience: PageAudience): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  return audience !== 'signed-in' && audience.every((profile) => access.includes(profile));
}

/** Every way the pages' audiences and the routes' access can disagree, as readable lines. */
function accessMismatches(
  pages: readonly AppPage[],
  guardedRoutes: readonly GuardedRoute[],
  endpointsWithoutAPage: readonly ApiRoute[],
): string[] {
  const routesWithoutAPage = endpointsWithoutAPage.map(endpointKey);
  const problems: string[] = [];
  const routes = new Map(guardedRoutes.map((route) => [routeKey(route), route]));
  const callers = new Map<string, AppPage[]>();
  const narrower = pages.flatMap((page) =>
    (page.narrowerRoutes ?? []).map(({ route, audience }) => ({
      ...page,
      audience,
      apiRoutes: [route],
    })),
  );
  for (const page of [...pages, ...narrower]) {
    for (const endpoint of page.apiRoutes ?? []) {
      const apiRoute = endpointKey(endpoint);
      callers.set(apiRoute, [...(callers.get(apiRoute) ?? []), page]);
    }
  }

  for (const [apiRoute, pagesCalling] of callers) {
    const route = routes.get(apiRoute);
    if (!route) {
      problems.push(`${apiRoute}, called by ${pagesCalling[0]?.path}, is not a route`);
      continue;
    }
    for (const page of pagesCalling) {
      if (!admits(route.access, page.audience)) {
        problems.push(`${apiRoute} refuses part of ${page.path}'s audience`);
      }
    }
    // A route only profile-limited pages call is limited to exactly their profiles.
    const audiences = pagesCalling.map((page) => page.audience);
    if (audiences.includes('signed-in')) continue;
    const needed = new Set(audiences.flatMap((audience) => audience as readonly Profile[]));
    const wider =
      typeof route.access === 'string' || route.access.some((profile) => !needed.has(profile));
    if (wider) problems.push(`${apiRoute} lets in more than the pages that call it need`);
  }

  for (const route of guardedRoutes) {
    if (typeof route.access === 'string' || callers.has(routeKey(route))) continue;
    if (!routesWithoutAPage.includes(routeKey(route))) {
      problems.push(`${routeKey(route)} is limited to profiles but no page names it`);
    }
  }
  for (const apiRoute of routesWithoutAPage) {
    if (!routes.has(apiRoute))
      problems.push(`${apiRoute} is listed without a page but does not exist`);
    if (callers.has(apiRoute)) problems.push(`${apiRoute} is listed without a page but has one`);
  }
  return problems;
}

describe('page-access table against the routes’ config.access', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('lets every page’s profiles call each API route the page names, and no more', () => {
    assert.deepEqual(
      accessMismatches([SHELL, ...PAGES], t.app.guardedRoutes, ROUTES_WITHOUT_A_PAGE),
      [],
    );
  });

  it('finds each kind of disagreement', () => {
    const routes: GuardedRoute[] = [
      { method: 'GET', url: '/api/hr-only', access: ['hr'] },
      { method: 'GET', url: '/api/open', access: 'authenticated' },
      { method: 'GET', url: '/api/orphan', access: ['financial'] },
      { method: 'GET', url: '/api/narrow', access: ['hr'] },
    ];
    const page = (audience: PageAudience, apiRoutes: ApiRoute[]): AppPage => ({
      path: '/app/x',
      title: 'X',
      audience,
      apiRoutes,
    });
    const get = (path: string): ApiRoute => ({ method: 'GET', path });
    assert.deepEqual(
      accessMismatches(
        [
          page(['hr', 'financial'], [get('/api/hr-only')]),
          page(['hr'], [get('/api/open'), get('/api/missing')]),
          {
            ...page(['hr', 'financial'], []),
            narrowerRoutes: [{ route: get('/api/narrow'), audience: ['hr'] }],
          },
          {
            ...page(['hr'], []),
            narrowerRoutes: [{ route: get('/api/hr-only'), audience: ['admin'] }],
          },
        ],
        routes,
        [get('/api/gone')],
      ),
      [
        "GET /api/hr-only refuses part of /app/x's audience",
        "GET /api/hr-only refuses part of /app/x's audience",
        'GET /api/open lets in more than the pages that call it need',
        'GET /api/missing, called by /app/x, is not a route',
        'GET /api/orphan is limited to profiles but no page names it',
        'GET /api/gone is listed without a page but does not exist',
      ],
    );
  });
});
