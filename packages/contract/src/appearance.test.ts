import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  appearanceInputSchema,
  contrastRatio,
  DEFAULT_APPEARANCE,
  PALETTE_NAMES,
  PALETTES,
  SCHEME_SURFACES,
  WCAG_AA_NORMAL_TEXT,
} from './appearance.ts';

test('contrast ratio follows WCAG: black on white is 21, a colour on itself 1', () => {
  assert.equal(contrastRatio('#000000', '#ffffff'), 21);
  assert.equal(contrastRatio('#ffffff', '#000000'), 21);
  assert.equal(contrastRatio('#1e4fd8', '#1e4fd8'), 1);
  // WebAIM's checker: #777777 on white is 4.48:1, just under AA.
  assert.equal(contrastRatio('#777777', '#ffffff').toFixed(2), '4.48');
});

test('the 17 palettes are named once each, in order, Ocean first', () => {
  assert.equal(PALETTES.length, 17);
  assert.deepEqual(
    PALETTES.map((palette) => palette.name),
    [...PALETTE_NAMES],
  );
  assert.equal(DEFAULT_APPEARANCE.palette, 'Ocean');
});

for (const palette of PALETTES) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${palette.name} meets WCAG AA in ${scheme}`, () => {
      const surfaces = SCHEME_SURFACES[scheme];
      for (const role of ['primary', 'secondary'] as const) {
        const colour = palette[scheme][role];
        for (const [what, other] of [
          ['text on the page background', surfaces.background],
          ['text on paper', surfaces.paper],
          ['the button text on it', surfaces.contrastText],
        ] as const) {
          const ratio = contrastRatio(colour, other);
          assert.ok(
            ratio >= WCAG_AA_NORMAL_TEXT,
            `${palette.name} ${scheme} ${role} ${colour}: ${what} ${other} is ${ratio.toFixed(2)}:1`,
          );
        }
      }
    });
  }
}

test('the defaults, and a bad value named by its field', () => {
  assert.deepEqual(DEFAULT_APPEARANCE, {
    layout: 'left-sidebar',
    mode: 'light',
    gradient: false,
    decoration: 'none',
    backgroundPosition: 'header',
    palette: 'Ocean',
  });
  const result = appearanceInputSchema.safeParse({ ...DEFAULT_APPEARANCE, palette: 'Pink' });
  assert.equal(result.success, false);
  assert.deepEqual(result.error?.issues[0]?.path, ['palette']);
});
