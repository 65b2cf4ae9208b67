import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarFeedParamsSchema,
  calendarSubscriptionCreatedSchema,
  calendarSubscriptionSchema,
} from '../../../src/api/contracts/index.ts';
import { errorResponses } from '../../http/responses.ts';
import type { PublicCallLimit } from '../auth/index.ts';
import type { CalendarFeedService } from './feed-service.ts';
import { ICS_TYPE } from './ics.ts';

const errors = errorResponses;
const secured = { tags: ['calendar'], security: [{ bearer: [] }] };

/** A guardian's private calendar address, and the feed a phone's calendar reads by it. */
export const calendarFeedRoutes =
  (service: CalendarFeedService, limit: PublicCallLimit): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/calendar/subscription',
      {
        config: { permission: 'calendar.subscribe' },
        schema: {
          ...secured,
          summary:
            'Whether the guardian has a private calendar address, and when it was made (never the address)',
          response: { 200: calendarSubscriptionSchema, ...errors },
        },
      },
      async (request) => service.read(request.tenancy),
    );
    app.post(
      '/calendar/subscription',
      {
        config: { permission: 'calendar.subscribe' },
        schema: {
          ...secured,
          summary: 'Make (or replace) the guardian’s private calendar address, answered this once',
          description:
            'The address holds a new 32-byte random token; only its SHA-256 is kept, so it cannot be shown again. ' +
            'An earlier address stops working at once. Audited, without the token.',
          response: { 201: calendarSubscriptionCreatedSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await service.create(request.tenancy)),
    );
    app.delete(
      '/calendar/subscription',
      {
        config: { permission: 'calendar.subscribe' },
        schema: {
          ...secured,
          summary: 'Revoke the guardian’s private calendar address (audited)',
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await service.revoke(request.tenancy);
        return reply.code(204).send();
      },
    );
    app.get(
      '/calendar/feed/:token',
      {
        config: { ...limit, public: 'the private address’s token is the credential' },
        schema: {
          tags: ['calendar'],
          summary: 'A guardian’s calendar feed for a phone’s calendar (iCalendar), by its private address',
          description:
            'Every event of the guardian’s family their access allows at this call, from 30 days ago to a year ' +
            'ahead (at most 2,000, soonest first), titles and times only. A wrong or revoked address answers 404, ' +
            'as an unknown one. Rate limited as the other public calls.',
          params: calendarFeedParamsSchema,
          response: errors,
        },
      },
      async (request, reply) =>
        reply
          .type(ICS_TYPE)
          .header('cache-control', 'private, max-age=900')
          // Text, not JSON: the schema types the JSON (error) answers only.
          .send((await service.feed(request.params.token)) as never),
    );
  };
