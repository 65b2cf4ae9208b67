import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANALYTICS_TOKEN_HEADER,
  text,
  usageEndpoints as endpoints,
} from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { AnalyticsService } from './service.ts';

const tags = ['analytics'];
const headers = z.object({ [ANALYTICS_TOKEN_HEADER]: text().max(300).optional() });
const ranged =
  'The range is `days` (the last n London days, today included; 30 by default) or `search`, ' +
  'spec §3\'s date filter: `[{"field":"date","type":"date","operator":"gte","value":"2026-10-01"}, …"lte"…]`. ' +
  "Guardians get their family's figures (the patients with their child's app code); an `x-org-token` " +
  'from /analytics/org-token fixes the organisation.';

/** A route of the definition that also reads the org token's header. */
const withToken = <R extends ReturnType<typeof endpointRoute>>(route: R) => ({
  ...route,
  schema: { ...route.schema, headers },
});

/** The usage screen's figures (spec §7 Analytics), all GETs. */
export const analyticsRoutes =
  (service: AnalyticsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.orgToken, {
        tags,
        summary: "A ten-minute token scoping the caller's analytics calls to the organisation they act on",
      }),
      handler: async (request) => service.orgToken(request.tenancy),
    });
    app.route({
      ...withToken(
        endpointRoute(endpoints.subscription, {
          tags,
          summary: 'Seats (area seats and running packs), active and pending accounts, and every pack',
        }),
      ),
      handler: async (request) =>
        service.subscription(request.tenancy, request.headers[ANALYTICS_TOKEN_HEADER]),
    });
    const figures = [
      [endpoints.appUsage, 'App sessions, active patients and time in focus, per day', 'appUsage'],
      [endpoints.appUsageDetail, 'Time in focus by state and by code (most time first)', 'appUsageDetail'],
      [
        endpoints.appRetention,
        'Weekly cohorts by first app use, and their use in the weeks after',
        'appRetention',
      ],
      [
        endpoints.events,
        'Events of the range, by the type of their author, and the moods recorded about them',
        'events',
      ],
      [endpoints.moods, 'Moods per day, and each day’s most common mood', 'moods'],
    ] as const;
    for (const [endpoint, summary, method] of figures)
      app.route({
        ...withToken(endpointRoute(endpoint, { tags, summary, description: ranged })),
        handler: async (request) =>
          service[method](request.tenancy, request.query, request.headers[ANALYTICS_TOKEN_HEADER]),
      });
  };
