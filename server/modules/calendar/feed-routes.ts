import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedEndpoints as endpoints } from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/responses.ts';
import type { PublicCallLimit } from '../auth/index.ts';
import type { CalendarFeedService } from './feed-service.ts';

const tags = ['calendar'];

/** A guardian's private calendar address, and the feed a phone's calendar reads by it. */
export const calendarFeedRoutes =
  (service: CalendarFeedService, limit: PublicCallLimit): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.subscription, {
        tags,
        summary:
          'Whether the guardian has a private calendar address, and when it was made (never the address)',
      }),
      handler: async (request) => service.read(request.tenancy),
    });
    app.route({
      ...endpointRoute(endpoints.subscribe, {
        tags,
        summary: 'Make (or replace) the guardian’s private calendar address, answered this once',
        description:
          'The address holds a new 32-byte random token; only its SHA-256 is kept, so it cannot be shown again. ' +
          'An earlier address stops working at once. Audited, without the token.',
      }),
      handler: async (request, reply) => reply.code(201).send(await service.create(request.tenancy)),
    });
    app.route({
      ...endpointRoute(endpoints.unsubscribe, {
        tags,
        summary: 'Revoke the guardian’s private calendar address (audited)',
      }),
      handler: async (request, reply) => {
        await service.revoke(request.tenancy);
        return reply.code(204).send();
      },
    });
    app.route({
      ...endpointRoute(endpoints.feed, {
        tags,
        summary: 'A guardian’s calendar feed for a phone’s calendar (iCalendar), by its private address',
        description:
          'Every event of the guardian’s family their access allows at this call, from 30 days ago to a year ' +
          'ahead (at most 2,000, soonest first), titles and times only. A wrong or revoked address answers 404, ' +
          'as an unknown one. Rate limited as the other public calls.',
        // A wrong address answers 404 as an unknown one: the errors of a signed-in call, not only a public one's.
        errors: errorResponses,
        config: limit,
      }),
      handler: async (request, reply) =>
        reply
          .type(endpoints.feed.file)
          .header('cache-control', 'private, max-age=900')
          // Text, not JSON: the schema types the JSON (error) answers only.
          .send((await service.feed(request.params.token)) as never),
    });
  };
