import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  pushKeySchema,
  pushSubscriptionInputSchema,
  pushSubscriptionListSchema,
  pushSubscriptionSchema,
  pushSubscriptionUpdateSchema,
} from '../../../src/api/contracts/index.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import type { PushService } from './push-service.ts';

const secured = { tags: ['notifications'], security: [{ bearer: [] }] };

/** Push on one's own devices (docs/api.md § Notifications). */
export const pushRoutes =
  (service: PushService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/notifications/push/key',
      {
        config: { permission: 'notifications.push' },
        schema: {
          ...secured,
          summary: 'The server’s VAPID public key, which a browser subscribes to push with',
          response: { 200: pushKeySchema, ...errors },
        },
      },
      async () => service.key(),
    );
    app.get(
      '/notifications/push/subscriptions',
      {
        config: { permission: 'notifications.push' },
        schema: {
          ...secured,
          summary: 'My devices’ push subscriptions',
          response: { 200: pushSubscriptionListSchema, ...errors },
        },
      },
      async (request) => service.list(request.tenancy),
    );
    app.post(
      '/notifications/push/subscriptions',
      {
        config: { permission: 'notifications.push' },
        schema: {
          ...secured,
          summary: 'Turn push on for this device with the kinds it is told of (an https endpoint)',
          body: pushSubscriptionInputSchema,
          response: { 201: pushSubscriptionSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await service.subscribe(request.tenancy, request.body)),
    );
    app.patch(
      '/notifications/push/subscriptions/:id',
      {
        config: { permission: 'notifications.push' },
        schema: {
          ...secured,
          summary: 'Choose what one of my devices is told (another person’s answers 404)',
          params: idParamsSchema,
          body: pushSubscriptionUpdateSchema,
          response: { 200: pushSubscriptionSchema, ...errors },
        },
      },
      async (request) => service.update(request.tenancy, request.params.id, request.body.kinds),
    );
    app.delete(
      '/notifications/push/subscriptions/:id',
      {
        config: { permission: 'notifications.push' },
        schema: {
          ...secured,
          summary: 'Turn push off for one of my devices (another person’s answers 404)',
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
