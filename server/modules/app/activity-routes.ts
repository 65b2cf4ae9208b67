import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  appContentSchema,
  appEventCreateSchema,
  appEventListSchema,
  appEventSchema,
  appEventsQuerySchema,
  appMoodCreateSchema,
  appMoodSchema,
  appSessionEndSchema,
  appSessionRecordSchema,
  appSessionStartSchema,
  focusBatchResultSchema,
  focusBatchSchema,
} from '../../../src/api/contracts/index.ts';
import { appPatientOf } from '../../plugins/app-patient.ts';
import type { ActivityService } from './activity-service.ts';
import type { AppContentService } from './content-service.ts';

const secured = { tags: ['app'], security: [{ bearer: [] }] };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const IDEMPOTENT =
  'Idempotent by client_id (the app’s own id of the record, unique per patient): the first post answers 201, ' +
  'a retried one 200 with the record as first stored, and nothing is counted twice.';

/** The patients' app: what its areas hold, its calendar, and the activity it records. */
export const appActivityRoutes =
  (activity: ActivityService, content: AppContentService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/app/content',
      {
        config: { permission: 'app.use' },
        schema: {
          ...secured,
          summary: "The patient's areas with their carousels' items and published videos",
          response: { 200: appContentSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request) => content.content(appPatientOf(request)),
    );

    app.get(
      '/app/events',
      {
        config: { permission: 'app.use' },
        schema: {
          ...secured,
          summary:
            "The patient's calendar between two instants: their own events, their areas' and those for them",
          querystring: appEventsQuerySchema,
          response: { 200: appEventListSchema, ...errors },
        },
      },
      async (request) => ({
        events: await activity.listEvents(appPatientOf(request), request.query.from, request.query.to),
      }),
    );

    app.post(
      '/app/events',
      {
        config: { permission: 'app.use' },
        schema: {
          ...secured,
          summary: "Add an event to the patient's own calendar",
          description: IDEMPOTENT,
          body: appEventCreateSchema,
          response: { 200: appEventSchema, 201: appEventSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { record, created } = await activity.createEvent(appPatientOf(request), request.body);
        return reply.code(created ? 201 : 200).send(record);
      },
    );

    app.post(
      '/app/sessions/start',
      {
        config: { permission: 'app.use' },
        schema: {
          ...secured,
          summary: 'Record that the app was opened (an app session begins)',
          description: IDEMPOTENT,
          body: appSessionStartSchema,
          response: { 200: appSessionRecordSchema, 201: appSessionRecordSchema, ...errors },
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
          ...secured,
          summary: 'Record that the app was closed (its session ends)',
          description:
            'The session is named by its client_id; another patient’s answers 404. A session ends once: ending it ' +
            'again answers it unchanged.',
          body: appSessionEndSchema,
          response: { 200: appSessionRecordSchema, ...errors },
        },
      },
      async (request) => activity.endSession(appPatientOf(request), request.body),
    );

    app.post(
      '/app/focus',
      {
        config: { permission: 'app.use' },
        schema: {
          ...secured,
          summary: 'Record time in focus: seconds spent in a state of the app (game, video…) on a code',
          description:
            `${IDEMPOTENT} Up to 200 entries a call, all stored or none: a carousel state names an item of that ` +
            'carousel, `video` one of the hospital’s video ids; app_session_id names one of the patient’s app sessions.',
          body: focusBatchSchema,
          response: { 200: focusBatchResultSchema, ...errors },
        },
      },
      async (request) => activity.recordFocus(appPatientOf(request), request.body),
    );

    app.post(
      '/app/moods',
      {
        config: { permission: 'app.use' },
        schema: {
          ...secured,
          summary: 'Record a mood, on its own or about a calendar event the patient sees',
          description: IDEMPOTENT,
          body: appMoodCreateSchema,
          response: { 200: appMoodSchema, 201: appMoodSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { record, created } = await activity.recordMood(appPatientOf(request), request.body);
        return reply.code(created ? 201 : 200).send(record);
      },
    );
  };
