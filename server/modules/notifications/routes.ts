import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSchema,
  unreadCountSchema,
} from '../../../src/api/contracts/index.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import type { NotificationsService } from './service.ts';

const secured = { tags: ['notifications'], security: [{ bearer: [] }] };

/** The notification centre: the caller's own notifications (docs/api.md § Notifications). */
export const notificationRoutes =
  (service: NotificationsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/notifications',
      {
        config: { permission: 'notifications.self' },
        schema: {
          ...secured,
          summary:
            'My notifications, newest first, in keyset pages (`cursor`: the last page’s `next_cursor`)',
          querystring: notificationListQuerySchema,
          response: { 200: notificationPageSchema, ...errors },
        },
      },
      async (request) => service.list(request.tenancy, request.query),
    );
    app.get(
      '/notifications/unread-count',
      {
        config: { permission: 'notifications.self' },
        schema: {
          ...secured,
          summary: 'How many of my notifications are unread',
          response: { 200: unreadCountSchema, ...errors },
        },
      },
      async (request) => service.unread(request.tenancy),
    );
    app.put(
      '/notifications/:id/read',
      {
        config: { permission: 'notifications.self' },
        schema: {
          ...secured,
          summary: 'Mark one of my notifications read (another person’s answers 404)',
          params: idParamsSchema,
          response: { 200: notificationSchema, ...errors },
        },
      },
      async (request) => service.markRead(request.tenancy, request.params.id),
    );
    app.put(
      '/notifications/read-all',
      {
        config: { permission: 'notifications.self' },
        schema: {
          ...secured,
          summary: 'Mark all my notifications read',
          response: { 200: unreadCountSchema, ...errors },
        },
      },
      async (request) => service.markAllRead(request.tenancy),
    );
  };
