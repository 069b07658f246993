import { VACATIONS_ENDPOINTS as endpoints } from '@quadro/contract/vacations.endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as feed from './vacation-feed.service.ts';

const FEED_FILES = { 'mine.ics': 'mine', 'team.ics': 'team' } as const;

/** Approved vacations as iCalendar feeds behind a secret address each person can replace. */
export async function vacationFeedRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;
  const _summary = 'The signed-in person’s secret calendar addresses (team: approvers only)';

  route(app, endpoints.calendarFeed, (request) => feed.calendarFeed(ctx, actorOf(request)));

  route(app, endpoints.regenerateCalendarFeed, (request) =>
    feed.regenerateCalendarFeed(ctx, actorOf(request)),
  );

  route(
    app,
    endpoints.calendarFeedText,
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
    { config: { openapi: { response: { 200: fileDownloadDoc(['text/calendar']) } } } },
  );
}
