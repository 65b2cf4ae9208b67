import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appMoodCreateSchema,
  appMoodSchema,
  appSessionEndSchema,
  appSessionRecordSchema,
  appSessionStartSchema,
  focusBatchResultSchema,
  focusBatchSchema,
} from '../../../src/api/contracts/index.ts';
import { APP_ROUTE, APP_ERRORS, IDEMPOTENT, appPatientOf } from '../../plugins/app-patient.ts';
import type { ActivityService } from './app-service.ts';

/** The activity the patients' app records: its sessions, time in focus, and moods. */
export const usageAppRoutes =
  (activity: ActivityService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/app/sessions/start',
      {
        config: { permission: 'app.use' },
        schema: {
          ...APP_ROUTE,
          summary: 'Record that the app was opened (an app session begins)',
          description: IDEMPOTENT,
          body: appSessionStartSchema,
          response: { 200: appSessionRecordSchema, 201: appSessionRecordSchema, ...APP_ERRORS },
        },
      },
      async (request, reply) => {
        const { record, created } = await activity.startSession(appPatientOf(request), request.body);
        return reply.code(created ? 201 : 200).send(record);
      },
    );

    app.post(
      '/app/sessions/end',
      {
        config: { permission: 'app.use' },
        schema: {
          ...APP_ROUTE,
          summary: 'Record that the app was closed (its session ends)',
          description:
            'The session is named by its client_id; another patient’s answers 404. A session ends once: ending it ' +
            'again answers it unchanged.',
          body: appSessionEndSchema,
          response: { 200: appSessionRecordSchema, ...APP_ERRORS },
        },
      },
      async (request) => activity.endSession(appPatientOf(request), request.body),
    );

    app.post(
      '/app/focus',
      {
        config: { permission: 'app.use' },
        schema: {
          ...APP_ROUTE,
          summary: 'Record time in focus: seconds spent in a state of the app (game, video…) on a code',
          description:
            `${IDEMPOTENT} Up to 200 entries a call, all stored or none: a carousel state names an item of that ` +
            'carousel, `video` one of the hospital’s video ids; app_session_id names one of the patient’s app sessions.',
          body: focusBatchSchema,
          response: { 200: focusBatchResultSchema, ...APP_ERRORS },
        },
      },
      async (request) => activity.recordFocus(appPatientOf(request), request.body),
    );

    app.post(
      '/app/moods',
      {
        config: { permission: 'app.use' },
        schema: {
          ...APP_ROUTE,
          summary: 'Record a mood, on its own or about a calendar event the patient sees',
          description: IDEMPOTENT,
          body: appMoodCreateSchema,
          response: { 200: appMoodSchema, 201: appMoodSchema, ...APP_ERRORS },
        },
      },
      async (request, reply) => {
        const { record, created } = await activity.recordMood(appPatientOf(request), request.body);
        return reply.code(created ? 201 : 200).send(record);
      },
    );
  };
