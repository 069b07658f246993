import { SCIM_BASE_PATH } from '@quadro/contract/provisioning';
import type { FastifyInstance } from 'fastify';
import { scimRoutes } from './scim.routes.ts';
import { scimTokensRoutes } from './scim-tokens.routes.ts';

/** Provisioning: HR's SCIM tokens and the SCIM 2.0 service (/scim/v2) the identity provider calls. */
export async function provisioningModule(app: FastifyInstance) {
  await app.register(scimTokensRoutes);
  await app.register(scimRoutes, { prefix: SCIM_BASE_PATH });
}
