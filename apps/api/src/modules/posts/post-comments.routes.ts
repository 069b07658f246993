import type { FastifyInstance } from 'fastify';

export async function postCommentsRoutes(_app: FastifyInstance) {}
