import type { ComponentType } from 'react';

/**
 * A section below the values on /app/system-parameters, lent by the feature that owns it
 * (provisioning lends its SCIM tokens): features never import each other.
 */
export interface SystemParametersSection {
  name: string;
  Section: ComponentType;
}
