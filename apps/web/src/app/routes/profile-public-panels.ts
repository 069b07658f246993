import type { ComponentType } from 'react';

/**
 * The Public tab of the pages about a person, lent by the feature that owns posts (features never
 * import each other): `own` fills the user's own profile (the composer, their posts, their
 * celebration preference), `person` another person's profile (that person's posts).
 */
export interface ProfilePublicPanels {
  own: ComponentType<{ personId: string }>;
  person: ComponentType<{ personId: string }>;
}
