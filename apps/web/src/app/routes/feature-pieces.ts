import type { RouteObject } from 'react-router';
import type { FeatureManifest, LazyPiece } from './feature-manifest.ts';

import type { MenuBadge } from './menu-badge.ts';
import type { MyProfileSection } from './my-profile-section.ts';
import type { PersonPageTab, PersonPageTabs } from './page-tab.ts';
import type { ProfilePublicPanels } from './profile-public-panels.ts';
import type { SystemParametersSection } from './system-parameters-section.ts';
import type { TravelsPieces } from './travels-pieces.ts';

/** What the features lend the shell, gathered from every manifest in the order of `FEATURES`. */
export interface FeaturePieces {
  appRoutes: RouteObject[];
  menuBadges: MenuBadge[];
  employeePageTabs: PersonPageTab[];
  myProfileTabs: PersonPageTab[];
  /** The own profile's About sections, in their `order`. */
  myProfileSections: MyProfileSection[];
  /** The profiles' Public tab, from the first feature lending it; null while none does. */
  profilePublicPanels: ProfilePublicPanels | null;
  systemParametersSections: SystemParametersSection[];
  /** The travels pages' sections, tabs and links, each list in its `order`. */
  travels: Required<TravelsPieces>;
}

type LazyField = {
  [Field in keyof FeatureManifest]-?: NonNullable<FeatureManifest[Field]> extends LazyPiece<unknown>
    ? Field
    : never;
}[keyof FeatureManifest];
type PieceOf<Field extends LazyField> =
  NonNullable<FeatureManifest[Field]> extends LazyPiece<infer Piece> ? Piece : never;

/** One kind of piece from every feature that lends it, loaded side by side, in the list's order. */
export async function collectPieces<Field extends LazyField>(
  features: readonly FeatureManifest[],
  field: Field,
): Promise<PieceOf<Field>[]> {
  const loads = features.flatMap((feature) => {
    const load = feature[field] as LazyPiece<PieceOf<Field>> | undefined;
    return load ? [load().then((module) => module.default)] : [];
  });
  return Promise.all(loads);
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

async function loadAll(features: readonly FeatureManifest[]): Promise<FeaturePieces> {
  const [appRoutes, menuBadges, tabs, profileSections, publicPanels, parametersSections, travels] =
    await Promise.all([
      collectPieces(features, 'appRoutes'),
      collectPieces(features, 'menuBadges'),
      collectPieces(features, 'personPageTabs'),
      collectPieces(features, 'myProfileSections'),
      collectPieces(features, 'profilePublicPanels'),
      collectPieces(features, 'systemParametersSections'),
      collectPieces(features, 'travelsPieces'),
    ]);
  return {
    appRoutes: appRoutes.flat(),
    menuBadges: menuBadges.flat(),
    employeePageTabs: tabs.flatMap((lent: PersonPageTabs) => lent.employeePage ?? []),
    myProfileTabs: tabs.flatMap((lent: PersonPageTabs) => lent.myProfile ?? []),
    myProfileSections: profileSections.flat().sort((a, b) => a.order - b.order),
    profilePublicPanels: publicPanels[0] ?? null,
    systemParametersSections: parametersSections.flat(),
    travels: {
      yearSections: travels.flatMap((lent) => lent.yearSections ?? []).sort(byOrder),
      manageTabs: travels.flatMap((lent) => lent.manageTabs ?? []).sort(byOrder),
      manageLinks: travels.flatMap((lent) => lent.manageLinks ?? []),
    },
  };
}

let loading: Promise<FeaturePieces> | undefined;
let loaded: FeaturePieces | undefined;

/**
 * Loads every feature's pieces once. The router awaits it before it shows any /app page (the
 * dashboard's index route and the first /app navigation both do), so the shell and
 * the person pages read them synchronously with `featurePieces()`. The router hands the list in:
 * a lazy module importing `features.ts` back from the entry made the bundler split Vite's preload
 * helper out of the entry, one more script for the sign-in page.
 */
export function loadFeaturePieces(features: readonly FeatureManifest[]): Promise<FeaturePieces> {
  loading ??= loadAll(features).then(
    (pieces) => {
      loaded = pieces;
      return pieces;
    },
    (error: unknown) => {
      loading = undefined; // a failed chunk load (a deploy, a dropped network) is tried again
      throw error;
    },
  );
  return loading;
}

/** The features' pieces, once `loadFeaturePieces()` has answered (always so inside the shell). */
export function featurePieces(): FeaturePieces {
  if (!loaded) throw new Error('The features’ pieces load with the /app routes, before the shell');
  return loaded;
}
