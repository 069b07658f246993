import type { FastifyInstance } from 'fastify';

export async function celebrationsRoutes(_app: FastifyInstance) {}
