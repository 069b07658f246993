import { calendarFeedSchema, VACATION_APPROVERS } from '@quadro/contract/vacations';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import * as feed from './vacation-feed.service.ts';

const errors = errorResponses(401, 403, 404);
const FEED_READERS = ['employee', ...VACATION_APPROVERS] as const;
const FEED_FILES = { 'mine.ics': 'mine', 'team.ics': 'team' } as const;

/** Approved vacations as iCalendar feeds behind a secret address each person can replace. */
export async function vacationFeedRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;
  const summary = 'The signed-in person’s secret calendar addresses (team: approvers only)';

  routes.get(
    '/api/vacation/feed',
    {
      config: { access: [...FEED_READERS] },
      schema: { tags: ['vacations'], summary, response: { 200: calendarFeedSchema, ...errors } },
    },
    (request) => feed.calendarFeed(ctx, actorOf(request)),
  );

  routes.put(
    '/api/vacation/feed',
    {
      config: { access: [...FEED_READERS] },
      schema: {
        tags: ['vacations'],
        summary: 'Replace the secret: the old addresses stop working',
        response: { 200: calendarFeedSchema, ...errors },
      },
    },
    (request) => feed.regenerateCalendarFeed(ctx, actorOf(request)),
  );

  routes.get(
    '/api/vacation/feed/:token/:file',
    {
      config: {
        access: 'public',
        openapi: { response: { 200: fileDownloadDoc(['text/calendar']) } },
      },
      schema: {
        tags: ['vacations'],
        summary:
          'Approved vacations as iCalendar: mine.ics (the owner’s) or team.ics (everybody’s)',
        params: z.object({
          token: z.string().regex(/^[\w-]{20,100}$/),
          file: z.enum(Object.keys(FEED_FILES) as ['mine.ics', 'team.ics']),
        }),
        response: errors,
      },
    },
    async (request, reply) => {
      const text = await feed.calendarFeedText(ctx, {
        token: request.params.token,
        scope: FEED_FILES[request.params.file],
      });
      const raw: FastifyReply = reply;
      return raw
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(text);
    },
  );
}
