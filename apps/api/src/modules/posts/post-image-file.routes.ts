import type { FastifyInstance } from 'fastify';

export async function postImageFileRoutes(_app: FastifyInstance) {}
