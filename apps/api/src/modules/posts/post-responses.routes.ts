import type { FastifyInstance } from 'fastify';

export async function postResponsesRoutes(_app: FastifyInstance) {}
