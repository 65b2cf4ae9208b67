import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsEndpoints as endpoints } from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { NotificationsService } from './service.ts';

const tags = ['notifications'];

/** The notification centre: the caller's own notifications (docs/api.md § Notifications). */
export const notificationRoutes =
  (service: NotificationsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.list, {
        tags,
        summary: 'My notifications, newest first, in keyset pages (`cursor`: the last page’s `next_cursor`)',
      }),
      handler: async (request) => service.list(request.tenancy, request.query),
    });
    app.route({
      ...endpointRoute(endpoints.unreadCount, { tags, summary: 'How many of my notifications are unread' }),
      handler: async (request) => service.unread(request.tenancy),
    });
    app.route({
      ...endpointRoute(endpoints.markRead, {
        tags,
        summary: 'Mark one of my notifications read (another person’s answers 404)',
      }),
      handler: async (request) => service.markRead(request.tenancy, request.params.id),
    });
    app.route({
      ...endpointRoute(endpoints.markAllRead, { tags, summary: 'Mark all my notifications read' }),
      handler: async (request) => service.markAllRead(request.tenancy),
    });
  };
