import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { APP_PAGES } from '@quadro/contract/page-access';
import type { RouteObject } from 'react-router';
import { comingSoonRoutes } from './coming-soon-routes.ts';
import { collectPieces } from './feature-pieces.ts';
import { FEATURES } from './features.ts';
import type { RouteHandle } from './route-handle.ts';

const built = (await collectPieces(FEATURES, 'appRoutes')).flat();
const placeholders = comingSoonRoutes(built);
const key = (route: RouteObject) => (route.index ? '(index)' : route.path);

describe('/app pages: built by a feature or coming soon', () => {
  it('gives every page of the table exactly one route', () => {
    const keys = [...built, ...placeholders].map(key);
    assert.equal(new Set(keys).size, keys.length, 'a page is both built and coming soon');
    assert.equal(keys.length, APP_PAGES.length);
  });

  it('keeps built pages out of the placeholders', () => {
    assert.deepEqual(built.map(key).sort(), [
      '(index)',
      'audit-trail',
      'client',
      'crm-dashboard',
      'crypto-dashboard',
      'delivery-and-jobs',
      'employees',
      'employees/:id',
      'evaluations',
      'holiday',
      'manage-evaluations',
      'manage-evaluations/report/:teamId/member/:memberId',
      'manage-evaluations/report/employee/:memberId',
      'manage-evaluations/report/member/:memberId',
      'manage-evaluations/report/team/:teamId/:teamName/:year',
      'manage-evaluations/report/team/:teamId/:teamName/:year/members',
      'manage-salary-receipts',
      'manage-travel-pass',
      'manage-travels',
      'manage-vacations',
      'manage-vacations-calendar',
      'manage-work-map',
      'manage-work-map/details/:id',
      'monthly-trips-justification',
      'my-profile',
      'pages/error',
      'pages/not-found',
      'payments/allowances',
      'payments/manage-allowances',
      'post/:id/post-details',
      'profile/:id',
      'projects',
      'projects/:id/summary-executive',
      'public-feed',
      'salary-receipts',
      'search',
      'system-parameters',
      'transports',
      'travel-pass-history',
      'travels',
      'vacations',
      'work-map-history',
      'work-map-history/details/:id',
    ]);
  });

  it('carries the title and audience of the table to each placeholder, and its help', () => {
    // Every page is built now: a page no feature built (the summary left out) shows what it would.
    const summary = comingSoonRoutes(
      built.filter((route) => route.path !== 'projects/:id/summary-executive'),
    ).find((route) => route.path === 'projects/:id/summary-executive');
    assert.deepEqual(summary?.handle as RouteHandle, {
      title: 'Executive Summary',
      audience: ['admin', 'comercial'],
      dashboard: undefined,
      parents: [{ title: 'Project Management', path: '/app/projects' }],
      help: 'PlaceholderRoute',
    });
    const members = [...built, ...placeholders].find(
      (route) => route.path === 'manage-evaluations/report/team/:teamId/:teamName/:year/members',
    );
    assert.deepEqual((members?.handle as RouteHandle | undefined)?.parents, [
      { title: 'Manage Evaluations', path: '/app/manage-evaluations' },
    ]);
  });
});
