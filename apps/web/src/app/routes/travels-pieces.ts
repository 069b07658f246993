import type { TravelState } from '@quadro/contract/travels';
import type { ComponentType } from 'react';

/** What a section of /app/travels gets: the year shown, and its travel state once read. */
export interface TravelsYearSectionProps {
  year: number;
  thisYear: number;
  onYear: (year: number) => void;
  state: TravelState | undefined;
}

/** A section of /app/travels, standing by `order`, lowest first. */
export interface TravelsYearSection {
  name: string;
  order: number;
  Section: ComponentType<TravelsYearSectionProps>;
}

/**
 * A tab of /app/manage-travels (`?view=`), standing by `order`; the lowest is the page's default.
 * A `yearly` panel waits for the company's year.
 */
export type ManageTravelsTab = { view: string; label: string; order: number } & (
  | { yearly: true; Panel: ComponentType<{ thisYear: number }> }
  | { yearly: false; Panel: ComponentType }
);

/**
 * What a travels feature (kilometre maps, monthly trips, road trips, travels) lends the two
 * travels pages, which compose them: features never import each other.
 */
export interface TravelsPieces {
  yearSections?: TravelsYearSection[];
  manageTabs?: ManageTravelsTab[];
  /** Links above finance's tabs. */
  manageLinks?: { name: string; Link: ComponentType }[];
}
