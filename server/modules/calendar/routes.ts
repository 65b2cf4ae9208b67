import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarEventInputSchema,
  calendarEventListSchema,
  calendarEventSchema,
  eventListQuerySchema,
  idParamsSchema,
} from '../../../src/api/contracts/index.ts';
import { errorResponses } from '../../http/responses.ts';
import type { CalendarService } from './service.ts';
import { WINDOW, sendWindow } from './window.ts';
import { ICS_TYPE } from './ics.ts';

const errors = errorResponses;
const secured = { tags: ['calendar'], security: [{ bearer: [] }] };

/** Spec §7 Events, with editing and deleting an event added for the portal's calendar. */
export const calendarRoutes =
  (service: CalendarService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/event',
      {
        config: { permission: 'calendar.read' },
        schema: {
          ...secured,
          summary:
            'Calendar events starting in a window (admins: the organisation’s; guardians: their family’s)',
          description: WINDOW,
          querystring: eventListQuerySchema,
          response: { 200: calendarEventListSchema, ...errors },
        },
      },
      async (request, reply) => sendWindow(reply, await service.list(request.tenancy, request.query.search)),
    );
    app.post(
      '/event',
      {
        config: { permission: 'calendar.manage' },
        schema: {
          ...secured,
          summary: 'Create a calendar event for an area or chosen patients',
          body: calendarEventInputSchema,
          response: { 201: calendarEventSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await service.create(request.tenancy, request.body)),
    );
    app.get(
      '/event/:id/ics',
      {
        config: { permission: 'calendar.read' },
        schema: {
          ...secured,
          summary:
            'One event as an iCalendar file for a phone’s or computer’s calendar (title and times only)',
          description:
            'A VEVENT with UID `<id>@lantern`, SEQUENCE its revision, DTSTART/DTEND in Europe/London (TZID and ' +
            'VTIMEZONE), SUMMARY its title; never its notes. Whoever may read the event may have it; another ' +
            'family’s or organisation’s event answers 404, as a missing one.',
          params: idParamsSchema,
          response: errors,
        },
      },
      async (request, reply) =>
        reply
          .type(ICS_TYPE)
          .header('content-disposition', 'attachment; filename="event.ics"')
          .header('cache-control', 'private, no-store')
          // Text, not JSON: the schema types the JSON (error) answers only.
          .send((await service.ics(request.tenancy, request.params.id)) as never),
    );
    app.put(
      '/event/:id',
      {
        config: { permission: 'calendar.manage' },
        schema: {
          ...secured,
          summary: 'Replace a calendar event (not one a patient made in the app)',
          params: idParamsSchema,
          body: calendarEventInputSchema,
          response: { 200: calendarEventSchema, ...errors },
        },
      },
      async (request) => service.update(request.tenancy, request.params.id, request.body),
    );
    app.delete(
      '/event/:id',
      {
        config: { permission: 'calendar.manage' },
        schema: {
          ...secured,
          summary: 'Delete a calendar event (the moods about it stay, unlinked)',
          params: idParamsSchema,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(request.tenancy, request.params.id);
        return reply.code(204).send();
      },
    );
  };
