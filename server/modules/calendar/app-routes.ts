import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appEventCreateSchema,
  appEventListSchema,
  appEventSchema,
  appEventsQuerySchema,
} from '../../../src/api/contracts/index.ts';
import { APP_ROUTE, APP_ERRORS, IDEMPOTENT, appPatientOf } from '../../plugins/app-patient.ts';
import type { AppCalendarService } from './app-service.ts';
import { WINDOW, sendWindow } from './window.ts';

/** The patients' app's calendar: the events its patient sees, and the patient's own. */
export const calendarAppRoutes =
  (calendar: AppCalendarService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/app/events',
      {
        config: { permission: 'app.use' },
        schema: {
          ...APP_ROUTE,
          summary:
            "The patient's calendar between two instants: their own events, their areas' and those for them",
          description: WINDOW,
          querystring: appEventsQuerySchema,
          response: { 200: appEventListSchema, ...APP_ERRORS },
        },
      },
      async (request, reply) => ({
        events: sendWindow(
          reply,
          await calendar.listEvents(appPatientOf(request), request.query.from, request.query.to),
        ),
      }),
    );

    app.post(
      '/app/events',
      {
        config: { permission: 'app.use' },
        schema: {
          ...APP_ROUTE,
          summary: "Add an event to the patient's own calendar",
          description: IDEMPOTENT,
          body: appEventCreateSchema,
          response: { 200: appEventSchema, 201: appEventSchema, ...APP_ERRORS },
        },
      },
      async (request, reply) => {
        const { record, created } = await calendar.createEvent(appPatientOf(request), request.body);
        return reply.code(created ? 201 : 200).send(record);
      },
    );
  };
