import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  missionInputSchema,
  missionListSchema,
  missionProgressSchema,
  missionSchema,
} from '../../../src/api/contracts/missions.ts';
import { areaIdsSchema } from '../../../src/api/contracts/quizzes.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import type { MissionsService } from './service.ts';

const secured = { tags: ['missions'], security: [{ bearer: [] }] };
const params = z.object({ id: z.uuid() });

/** Missions (xplr-fea-misn): the portal's calls and the patients' app's calls. */
export const missionRoutes =
  (deps: { missions: MissionsService }): FastifyPluginAsyncZod =>
  async (api) => {
    const { missions } = deps;
    api.get(
      '/missions',
      {
        config: { permission: 'missions.manage' },
        schema: {
          ...secured,
          summary: "The organisation's missions",
          response: { 200: missionListSchema, ...errors },
        },
      },
      async (request) => missions.list(request.tenancy),
    );
    api.post(
      '/missions',
      {
        config: { permission: 'missions.manage' },
        schema: {
          ...secured,
          summary:
            'Create a mission (its steps name quizzes, videos, questionnaires or carousel items of the organisation)',
          body: missionInputSchema,
          response: { 201: missionSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await missions.create(request.tenancy, request.body)),
    );
    api.get(
      '/missions/:id',
      {
        config: { permission: 'missions.manage' },
        schema: { ...secured, summary: 'One mission', params, response: { 200: missionSchema, ...errors } },
      },
      async (request) => missions.get(request.tenancy, request.params.id),
    );
    api.put(
      '/missions/:id',
      {
        config: { permission: 'missions.manage' },
        schema: {
          ...secured,
          summary: 'Edit a mission: its steps in their new order (step ids keep their progress)',
          params,
          body: missionInputSchema,
          response: { 200: missionSchema, ...errors },
        },
      },
      async (request) => missions.update(request.tenancy, request.params.id, request.body),
    );
    api.delete(
      '/missions/:id',
      {
        config: { permission: 'missions.manage' },
        schema: {
          ...secured,
          summary: 'Delete a mission with its progress and badges',
          params,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await missions.remove(request.tenancy, request.params.id);
        return reply.code(204).send();
      },
    );
    api.put(
      '/missions/:id/areas',
      {
        config: { permission: 'missions.manage' },
        schema: {
          ...secured,
          summary: 'Offer the mission in exactly these areas',
          params,
          body: areaIdsSchema,
          response: { 200: missionSchema, ...errors },
        },
      },
      async (request) => missions.setAreas(request.tenancy, request.params.id, request.body.area_ids),
    );
    api.get(
      '/missions/:id/progress',
      {
        config: { permission: 'missions.manage' },
        schema: {
          ...secured,
          summary: "Each patient's progress and badge",
          params,
          response: { 200: missionProgressSchema, ...errors },
        },
      },
      async (request) => missions.progress(request.tenancy, request.params.id),
    );
  };
