import type { Profile } from '@quadro/contract/profiles';
import type { ComponentType, LazyExoticComponent } from 'react';

/** A card a feature lends the dashboard (/app) for the holders of `profiles`. */
export interface DashboardWidget {
  key: string;
  profiles: readonly Profile[];
  Widget: LazyExoticComponent<ComponentType>;
}
