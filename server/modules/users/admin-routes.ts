import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appUsersEndpoints as endpoints, requestsEndpoints } from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { UsersAdminService } from './admin-service.ts';
import { emailsFromCsv } from './csv.ts';

const tags = ['app users'];

/** Spec §7 Users calls of an organisation's admin (or the super admin within a selected organisation). */
export const usersAdminRoutes =
  (service: UsersAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.list, {
        tags,
        summary:
          "The organisation's users, a page at a time: by number, or by the cursor of the page before (`next_cursor`)",
      }),
      handler: async (request) => service.list(request.tenancy, request.query),
    });

    app.route({
      ...endpointRoute(endpoints.inviteGuardian, {
        tags,
        summary: 'Invite a guardian (takes a seat; an activation e-mail is sent)',
      }),
      handler: async (request, reply) =>
        reply.code(201).send(await service.inviteGuardian(request.tenancy, request.body)),
    });

    app.route({
      ...endpointRoute(endpoints.inviteAdmin, { tags, summary: 'Invite an admin of the organisation' }),
      handler: async (request, reply) =>
        reply.code(201).send(await service.inviteAdmin(request.tenancy, request.body)),
    });

    app.route({
      ...endpointRoute(requestsEndpoints.list, { tags, summary: 'Account requests (status 1 by default)' }),
      handler: async (request) => service.requests(request.tenancy, request.query),
    });

    app.route({
      ...endpointRoute(requestsEndpoints.approve, {
        tags,
        summary: 'Approve a request: pending account activation, activation e-mail',
      }),
      handler: async (request) => service.approve(request.tenancy, request.params.id),
    });

    app.route({
      ...endpointRoute(requestsEndpoints.decline, {
        tags,
        summary: 'Decline a request with a reason (kept in the audit log)',
      }),
      handler: async (request, reply) => {
        await service.decline(request.tenancy, request.params.id, request.body.reason);
        return reply.code(204).send();
      },
    });

    // Bulk subscriptions also come as a CSV file (text/csv); JSON is the portal's way.
    app.addContentTypeParser(
      ['text/csv', 'text/plain'],
      { parseAs: 'string', bodyLimit: 1_000_000 },
      (_req, body, done) => {
        done(null, { emails: emailsFromCsv(body as string) });
      },
    );

    app.route({
      ...endpointRoute(endpoints.bulkSubscribe, {
        tags,
        summary: 'Invite guardians from a list of e-mails (JSON or text/csv); every row is answered',
        description:
          'Outcomes per row: created, exists (an account has the address), invalid, duplicate (earlier in the list), over-limit (no seat left).',
      }),
      handler: async (request) => ({ data: await service.bulkSubscribe(request.tenancy, request.body) }),
    });

    app.route({
      ...endpointRoute(endpoints.renew, {
        tags,
        summary:
          "Renew a guardian's subscription (a deactivated one takes a seat again); an activation e-mail is sent",
      }),
      handler: async (request) => service.renew(request.tenancy, request.body.user_id),
    });

    app.route({
      ...endpointRoute(endpoints.deactivate, {
        tags,
        summary: 'Deactivate a subscription (status 2 Pending), freeing its seat',
      }),
      handler: async (request) => service.deactivate(request.tenancy, request.params.id),
    });

    app.route({
      ...endpointRoute(endpoints.createPatient, {
        tags,
        summary: 'Create a child account with a generated six-character app code (takes a seat)',
      }),
      handler: async (request, reply) =>
        reply.code(201).send(await service.createPatient(request.tenancy, request.body)),
    });

    app.route({
      ...endpointRoute(endpoints.detail, {
        tags,
        summary: 'One user of the organisation: profile, areas and status history',
      }),
      handler: async (request) => service.detail(request.tenancy, request.params.user_id),
    });

    app.route({
      ...endpointRoute(endpoints.update, {
        tags,
        summary: 'Edit a user of the organisation (a status change must follow the status table)',
      }),
      handler: async (request) => service.update(request.tenancy, request.params.user_id, request.body),
    });

    app.route({
      ...endpointRoute(endpoints.remove, { tags, summary: 'Delete a user of the organisation' }),
      handler: async (request, reply) => {
        await service.remove(request.tenancy, request.params.id);
        return reply.code(204).send();
      },
    });
  };
