import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsPushEndpoints as endpoints } from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { PushService } from './push-service.ts';

const tags = ['notifications'];

/** Push on one's own devices (docs/api.md § Notifications). */
export const pushRoutes =
  (service: PushService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.key, {
        tags,
        summary: 'The server’s VAPID public key, which a browser subscribes to push with',
      }),
      handler: async () => service.key(),
    });
    app.route({
      ...endpointRoute(endpoints.subscriptions, { tags, summary: 'My devices’ push subscriptions' }),
      handler: async (request) => service.list(request.tenancy),
    });
    app.route({
      ...endpointRoute(endpoints.subscribe, {
        tags,
        summary: 'Turn push on for this device with the kinds it is told of (an https endpoint)',
      }),
      handler: async (request, reply) =>
        reply.code(201).send(await service.subscribe(request.tenancy, request.body)),
    });
    app.route({
      ...endpointRoute(endpoints.update, {
        tags,
        summary: 'Choose what one of my devices is told (another person’s answers 404)',
      }),
      handler: async (request) => service.update(request.tenancy, request.params.id, request.body.kinds),
    });
    app.route({
      ...endpointRoute(endpoints.remove, {
        tags,
        summary: 'Turn push off for one of my devices (another person’s answers 404)',
      }),
      handler: async (request, reply) => {
        await service.remove(request.tenancy, request.params.id);
        return reply.code(204).send();
      },
    });
  };
