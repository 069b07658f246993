import type { ComponentType } from 'react';

/**
 * A tab one feature lends to another feature's page about a person (the employee page, the own
 * profile). Features never import each other: the feature's manifest hands the tabs over.
 */
export interface PersonPageTab {
  /** The value of the page's `tab` query parameter that opens it. */
  value: string;
  label: string;
  Panel: ComponentType<{ personId: string }>;
}

/** The tabs a feature lends each person page, shown after the page's own. */
export interface PersonPageTabs {
  /** The employee page (/app/employees/:id). */
  employeePage?: PersonPageTab[];
  /** The own profile (/app/my-profile). */
  myProfile?: PersonPageTab[];
}
