import { z } from 'zod';
import { PALETTE_NAMES } from './appearance-palettes.ts';

export * from './appearance-palettes.ts';

/** Where the menu sits on wide screens; below 900 px every layout uses the phone drawer. */
export const APPEARANCE_LAYOUTS = [
  'left-sidebar',
  'right-sidebar',
  'top-navigation',
  'mega-menu',
] as const;
export type AppearanceLayout = (typeof APPEARANCE_LAYOUTS)[number];

export const APPEARANCE_MODES = ['light', 'dark'] as const;
export type AppearanceMode = (typeof APPEARANCE_MODES)[number];

/** The pattern drawn, faintly, on the coloured band behind the page. */
export const APPEARANCE_DECORATIONS = ['none', 'waves', 'dots'] as const;
export type AppearanceDecoration = (typeof APPEARANCE_DECORATIONS)[number];

/** How far down the page the coloured band (gradient and decoration) reaches. */
export const APPEARANCE_BACKGROUND_POSITIONS = ['header', 'half', 'full'] as const;
export type AppearanceBackgroundPosition = (typeof APPEARANCE_BACKGROUND_POSITIONS)[number];

export const APPEARANCE_LABELS = {
  layout: {
    'left-sidebar': 'Left sidebar',
    'right-sidebar': 'Right sidebar',
    'top-navigation': 'Top navigation',
    'mega-menu': 'Mega menu',
  },
  mode: { light: 'Light', dark: 'Dark' },
  decoration: { none: 'None', waves: 'Waves', dots: 'Dots' },
  backgroundPosition: { header: 'Header', half: 'Half page', full: 'Full page' },
} as const;

/** One user's appearance; every field has its default, so `{}` parses to the defaults. */
export const appearanceSettingsSchema = z.object({
  layout: z.enum(APPEARANCE_LAYOUTS).default('left-sidebar'),
  mode: z.enum(APPEARANCE_MODES).default('light'),
  gradient: z.boolean().default(false),
  decoration: z.enum(APPEARANCE_DECORATIONS).default('none'),
  backgroundPosition: z.enum(APPEARANCE_BACKGROUND_POSITIONS).default('header'),
  palette: z.enum(PALETTE_NAMES).default('Ocean'),
});
export type AppearanceSettings = z.infer<typeof appearanceSettingsSchema>;

export const DEFAULT_APPEARANCE: AppearanceSettings = appearanceSettingsSchema.parse({});

/** PUT's body: every field required, so a bad or missing one is a 400 naming it. */
export const appearanceInputSchema = z.strictObject({
  layout: z.enum(APPEARANCE_LAYOUTS),
  mode: z.enum(APPEARANCE_MODES),
  gradient: z.boolean(),
  decoration: z.enum(APPEARANCE_DECORATIONS),
  backgroundPosition: z.enum(APPEARANCE_BACKGROUND_POSITIONS),
  palette: z.enum(PALETTE_NAMES),
});

/** GET's and PUT's answer: the settings and whether the Show Guide has been seen. */
export const appearanceSchema = z.object({
  settings: appearanceSettingsSchema,
  guideSeen: z.boolean(),
});
export type Appearance = z.infer<typeof appearanceSchema>;
