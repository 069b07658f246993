import type { ComponentType } from 'react';

/**
 * A section of the About tab on /app/my-profile, lent by the feature whose endpoints it calls
 * (people's interests, identity's sessions and two-factor): features never import each other.
 * The sections stand by `order`, lowest first, whatever the order of the features.
 */
export interface MyProfileSection {
  name: string;
  order: number;
  Section: ComponentType<{ email: string }>;
}
