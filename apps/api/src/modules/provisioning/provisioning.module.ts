import type { FastifyInstance } from 'fastify';

/** Provisioning: HR's SCIM tokens and the SCIM 2.0 service (/scim/v2) the identity provider calls. */
export async function provisioningModule(_app: FastifyInstance) {}
