import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appMissionListSchema,
  appMissionSchema,
  missionStepDoneSchema,
} from '../../../src/api/contracts/missions.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import { appPatientOf } from '../../plugins/app-patient.ts';
import type { AppMissionsService } from './app-service.ts';

const app = { tags: ['app'], security: [{ bearer: [] }] };
const params = z.object({ id: z.uuid() });

/** The patients' app's missions: those of its patient's areas, and its progress through their steps. */
export const missionAppRoutes =
  (appMissions: AppMissionsService): FastifyPluginAsyncZod =>
  async (api) => {
    api.get(
      '/app/missions',
      {
        config: { permission: 'missions.play' },
        schema: {
          ...app,
          summary: "The missions of the app's patient's areas, with the steps done and the badge",
          response: { 200: appMissionListSchema, ...errors },
        },
      },
      async (request) => appMissions.mine(appPatientOf(request)),
    );
    api.post(
      '/app/missions/:id/progress',
      {
        config: { permission: 'missions.play' },
        schema: {
          ...app,
          summary:
            'Report a step done (in order; a quiz or questionnaire step once it was submitted); the same client_id again records nothing new',
          params,
          body: missionStepDoneSchema,
          response: { 200: appMissionSchema, ...errors },
        },
      },
      async (request) => appMissions.complete(appPatientOf(request), request.params.id, request.body),
    );
  };
