import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appDeclineSchema,
  appGuardiansSchema,
  appLinkParamsSchema,
  familiesEndpoints as endpoints,
} from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { APP_ERRORS, APP_ROUTE, appPatientOf } from '../../plugins/app-patient.ts';
import type { AssentService } from './assent-service.ts';
import type { LinkAccessService } from './link-access-service.ts';

const tags = ['families'];

/** What a link sees: the hospital's calls (level, confidentiality, reviews) and the young person's (app). */
export const linkAccessRoutes =
  (service: LinkAccessService, assent: AssentService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.childLinks, {
        tags,
        summary: "The child's other live links, shown before approving this one; a warning from two",
      }),
      handler: async (request) => service.childLinks(request.tenancy, request.params.id),
    });

    app.route({
      ...endpointRoute(endpoints.setLevel, {
        tags,
        summary: "A live link's level: full, or the parts the organisation allows a limited link",
      }),
      handler: async (request) => service.setLevel(request.tenancy, request.params.id, request.body.level),
    });

    app.route({
      ...endpointRoute(endpoints.setConfidential, {
        tags,
        summary: "Hide a live link from the child's other guardians (a reason is required), or show it again",
      }),
      handler: async (request) =>
        service.setConfidential(
          request.tenancy,
          request.params.id,
          request.body.confidential,
          request.body.reason || undefined,
        ),
    });

    app.route({
      ...endpointRoute(endpoints.setReviewDate, {
        tags,
        summary: "A live link's own review date, from today (London) to 36 months ahead",
      }),
      handler: async (request) =>
        service.setReviewDate(request.tenancy, request.params.id, request.body.review_on),
    });

    app.route({
      ...endpointRoute(endpoints.reviewAssent, {
        tags,
        summary: "Review a young person's decline of a guardian, with a reason",
        description:
          'Below the control age the link gets its level back. From it the young person’s choice stands: ' +
          'the review needs `safeguarding: true` (400 otherwise). 409 when the young person has not declined.',
      }),
      handler: async (request) => service.reviewAssent(request.tenancy, request.params.id, request.body),
    });

    app.get(
      '/app/guardians',
      {
        config: { permission: 'app.use' },
        schema: {
          ...APP_ROUTE,
          summary: 'Who can see what of the young person, and whether they are asked about each guardian',
          response: { 200: appGuardiansSchema, ...APP_ERRORS },
        },
      },
      async (request) => assent.list(appPatientOf(request)),
    );

    app.post(
      '/app/guardians/:link_id/agree',
      {
        config: { permission: 'app.use' },
        schema: {
          ...APP_ROUTE,
          summary: 'The young person agrees that this guardian sees what their link allows',
          description: '409 below the assent age; another patient’s link answers 404.',
          params: appLinkParamsSchema,
          response: { 200: appGuardiansSchema, 409: APP_ERRORS[400], ...APP_ERRORS },
        },
      },
      async (request) => assent.agree(appPatientOf(request), request.params.link_id),
    );

    app.post(
      '/app/guardians/:link_id/decline',
      {
        config: { permission: 'app.use' },
        schema: {
          ...APP_ROUTE,
          summary: 'The young person declines this guardian (an optional reason): the link is limited',
          description: '409 below the assent age; another patient’s link answers 404.',
          params: appLinkParamsSchema,
          body: appDeclineSchema,
          response: { 200: appGuardiansSchema, 409: APP_ERRORS[400], ...APP_ERRORS },
        },
      },
      async (request) => assent.decline(appPatientOf(request), request.params.link_id, request.body.reason),
    );
  };
