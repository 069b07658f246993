import type { FastifyInstance } from 'fastify';

export async function postsRoutes(_app: FastifyInstance) {}
