import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, appContentSchema } from '../../../src/api/contracts/index.ts';
import { APP_ROUTE, appPatientOf } from '../../plugins/app-patient.ts';
import type { AppContentService } from './app-content-service.ts';

/** The patients' app: what its patient's areas hold (their carousels' items and published videos). */
export const areaAppRoutes =
  (content: AppContentService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/app/content',
      {
        config: { permission: 'app.use' },
        schema: {
          ...APP_ROUTE,
          summary: "The patient's areas with their carousels' items and published videos",
          response: { 200: appContentSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request) => content.content(appPatientOf(request)),
    );
  };
