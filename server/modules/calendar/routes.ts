import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarEndpoints as endpoints } from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { CalendarService } from './service.ts';
import { WINDOW, sendWindow } from './window.ts';

const tags = ['calendar'];

/** Spec §7 Events, with editing and deleting an event added for the portal's calendar. */
export const calendarRoutes =
  (service: CalendarService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.list, {
        tags,
        summary:
          'Calendar events starting in a window (admins: the organisation’s; guardians: their family’s)',
        description: WINDOW,
      }),
      handler: async (request, reply) =>
        sendWindow(reply, await service.list(request.tenancy, request.query.search)),
    });
    app.route({
      ...endpointRoute(endpoints.create, {
        tags,
        summary: 'Create a calendar event for an area or chosen patients',
      }),
      handler: async (request, reply) =>
        reply.code(201).send(await service.create(request.tenancy, request.body)),
    });
    app.route({
      ...endpointRoute(endpoints.ics, {
        tags,
        summary: 'One event as an iCalendar file for a phone’s or computer’s calendar (title and times only)',
        description:
          'A VEVENT with UID `<id>@lantern`, SEQUENCE its revision, DTSTART/DTEND in Europe/London (TZID and ' +
          'VTIMEZONE), SUMMARY its title; never its notes. Whoever may read the event may have it; another ' +
          'family’s or organisation’s event answers 404, as a missing one.',
      }),
      handler: async (request, reply) =>
        reply
          .type(endpoints.ics.file)
          .header('content-disposition', 'attachment; filename="event.ics"')
          .header('cache-control', 'private, no-store')
          // Text, not JSON: the schema types the JSON (error) answers only.
          .send((await service.ics(request.tenancy, request.params.id)) as never),
    });
    app.route({
      ...endpointRoute(endpoints.update, {
        tags,
        summary: 'Replace a calendar event (not one a patient made in the app)',
      }),
      handler: async (request) => service.update(request.tenancy, request.params.id, request.body),
    });
    app.route({
      ...endpointRoute(endpoints.remove, {
        tags,
        summary: 'Delete a calendar event (the moods about it stay, unlinked)',
      }),
      handler: async (request, reply) => {
        await service.remove(request.tenancy, request.params.id);
        return reply.code(204).send();
      },
    });
  };
