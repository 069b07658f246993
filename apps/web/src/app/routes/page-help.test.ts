import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import { isHelpSource } from '@quadro/contract/help';
import type { RouteObject } from 'react-router';
import { comingSoonRoutes } from './coming-soon-routes.ts';
import { collectPieces } from './feature-pieces.ts';
import { FEATURES } from './features.ts';
import type { RouteHandle } from './route-handle.ts';

const HELP_DIR = new URL('../../../../../docs/help/', import.meta.url);
const built = (await collectPieces(FEATURES, 'appRoutes')).flat();
const helpOf = (route: RouteObject) => (route.handle as RouteHandle).help ?? '';

describe("every /app page's help (docs/help/{componentName}.md)", () => {
  it('names each page, built or coming soon, by a valid help name', () => {
    for (const route of [...built, ...comingSoonRoutes(built)]) {
      assert.ok(isHelpSource(helpOf(route)), `${route.path ?? '/app'}: '${helpOf(route)}'`);
    }
  });

  it('has a help file for every built page and for the coming-soon placeholder', () => {
    const missing = [...built, ...comingSoonRoutes(built)]
      .map(helpOf)
      .filter((help) => !existsSync(new URL(`${help}.md`, HELP_DIR)));
    assert.deepEqual([...new Set(missing)], []);
  });
});
