import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANALYTICS_TOKEN_HEADER,
  analyticsQuerySchema,
  appRetentionSchema,
  appUsageDetailSchema,
  appUsageSchema,
  eventAnalyticsSchema,
  moodAnalyticsSchema,
  orgTokenSchema,
  subscriptionOverviewSchema,
  text,
} from '../../../src/api/contracts/index.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import type { AnalyticsService } from './service.ts';

const secured = { tags: ['analytics'], security: [{ bearer: [] }] };
const headers = z.object({ [ANALYTICS_TOKEN_HEADER]: text().max(300).optional() });
const ranged =
  'The range is `days` (the last n London days, today included; 30 by default) or `search`, ' +
  'spec §3\'s date filter: `[{"field":"date","type":"date","operator":"gte","value":"2026-10-01"}, …"lte"…]`. ' +
  "Guardians get their family's figures (the patients with their child's app code); an `x-org-token` " +
  'from /analytics/org-token fixes the organisation.';

/** The usage screen's figures (spec §7 Analytics), all GETs. */
export const analyticsRoutes =
  (service: AnalyticsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/analytics/org-token',
      {
        config: { permission: 'usage.read' },
        schema: {
          ...secured,
          summary: "A ten-minute token scoping the caller's analytics calls to the organisation they act on",
          response: { 200: orgTokenSchema, ...errors },
        },
      },
      async (request) => service.orgToken(request.tenancy),
    );
    app.get(
      '/analytics/subscription',
      {
        config: { permission: 'usage.subscription' },
        schema: {
          ...secured,
          summary: 'Seats (area seats and running packs), active and pending accounts, and every pack',
          headers,
          response: { 200: subscriptionOverviewSchema, ...errors },
        },
      },
      async (request) => service.subscription(request.tenancy, request.headers[ANALYTICS_TOKEN_HEADER]),
    );
    const figures = [
      [
        '/analytics/app_usage',
        'App sessions, active patients and time in focus, per day',
        appUsageSchema,
        'appUsage',
      ],
      [
        '/analytics/app_usage/detail',
        'Time in focus by state and by code (most time first)',
        appUsageDetailSchema,
        'appUsageDetail',
      ],
      [
        '/analytics/app_retention',
        'Weekly cohorts by first app use, and their use in the weeks after',
        appRetentionSchema,
        'appRetention',
      ],
      [
        '/analytics/events',
        'Events of the range, by the type of their author, and the moods recorded about them',
        eventAnalyticsSchema,
        'events',
      ],
      ['/analytics/moods', 'Moods per day, and each day’s most common mood', moodAnalyticsSchema, 'moods'],
    ] as const;
    for (const [url, summary, response, method] of figures)
      app.get(
        url,
        {
          config: { permission: 'usage.read' },
          schema: {
            ...secured,
            summary,
            description: ranged,
            querystring: analyticsQuerySchema,
            headers,
            response: { 200: response, ...errors },
          },
        },
        async (request) =>
          service[method](request.tenancy, request.query, request.headers[ANALYTICS_TOKEN_HEADER]),
      );
  };
