import type { RouteObject } from 'react-router';
import type { MenuBadge } from './menu-badge.ts';
import type { MyProfileSection } from './my-profile-section.ts';
import type { PersonPageTabs } from './page-tab.ts';
import type { ProfilePublicPanels } from './profile-public-panels.ts';
import type { SystemParametersSection } from './system-parameters-section.ts';
import type { TravelsPieces } from './travels-pieces.ts';

/**
 * A piece a feature lends the shell, loaded the first time the shell is opened (after sign-in):
 * `() => import('./<feature>.routes.ts')`, whose default export is the piece. The list of
 * features sits in the entry bundle, so everything but the public routes stays behind an import.
 */
export type LazyPiece<Piece> = () => Promise<{ default: Piece }>;

/**
 * Everything a feature lends the app, in one object: `<feature>Feature` in
 * `features/<feature>/<feature>.feature.ts`, listed once in `features.ts`. Every field is optional.
 */
export interface FeatureManifest {
  /** Pages outside the shell (sign-in, landing, status pages): in the entry, each page lazy. */
  publicRoutes?: RouteObject[];
  /** The feature's /app pages, made with `pageRoute` (loaded with the first /app navigation). */
  appRoutes?: LazyPiece<RouteObject[]>;
  /** Counts beside menu links, read by the sidebar. */
  menuBadges?: LazyPiece<MenuBadge[]>;
  /** Tabs on the pages about a person: the employee page and the own profile. */
  personPageTabs?: LazyPiece<PersonPageTabs>;
  /** Sections of the own profile's About tab. */
  myProfileSections?: LazyPiece<MyProfileSection[]>;
  /** The Public tab of the own profile and of another person's profile (one feature lends it). */
  profilePublicPanels?: LazyPiece<ProfilePublicPanels>;
  /** Sections below the values on the system parameters page. */
  systemParametersSections?: LazyPiece<SystemParametersSection[]>;
  /** Sections of /app/travels and tabs of /app/manage-travels. */
  travelsPieces?: LazyPiece<TravelsPieces>;
}
