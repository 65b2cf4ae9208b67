import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appUserDetailSchema,
  appUserListSchema,
  appUserSchema,
  appUserUpdateSchema,
  bulkSubscriptionResponseSchema,
  bulkSubscriptionSchema,
  patientCreateSchema,
  subscriptionRenewSchema,
  userIdParamsSchema,
  idParamsSchema,
  inviteRequestSchema,
  userListQuerySchema,
  requestsEndpoints,
} from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/responses.ts';
import type { UsersAdminService } from './admin-service.ts';
import { emailsFromCsv } from './csv.ts';

const errors = errorResponses;
const tags = ['app users'];
const secured = { tags, security: [{ bearer: [] }] };

/** Spec §7 Users calls of an organisation's admin (or the super admin within a selected organisation). */
export const usersAdminRoutes =
  (service: UsersAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users',
      {
        config: { permission: 'users.manage' },
        schema: {
          ...secured,
          summary:
            "The organisation's users, a page at a time: by number, or by the cursor of the page before (`next_cursor`)",
          querystring: userListQuerySchema,
          response: { 200: appUserListSchema, ...errors },
        },
      },
      async (request) => service.list(request.tenancy, request.query),
    );

    app.post(
      '/users/subscriptions',
      {
        config: { permission: 'users.manage' },
        schema: {
          ...secured,
          summary: 'Invite a guardian (takes a seat; an activation e-mail is sent)',
          body: inviteRequestSchema,
          response: { 201: appUserSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.inviteGuardian(request.tenancy, request.body)),
    );

    app.post(
      '/users/admins',
      {
        config: { permission: 'users.manage' },
        schema: {
          ...secured,
          summary: 'Invite an admin of the organisation',
          body: inviteRequestSchema,
          response: { 201: appUserSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.inviteAdmin(request.tenancy, request.body)),
    );

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

    app.post(
      '/users/bulk-subscriptions',
      {
        config: { permission: 'users.manage' },
        schema: {
          ...secured,
          summary: 'Invite guardians from a list of e-mails (JSON or text/csv); every row is answered',
          description:
            'Outcomes per row: created, exists (an account has the address), invalid, duplicate (earlier in the list), over-limit (no seat left).',
          body: bulkSubscriptionSchema,
          response: { 200: bulkSubscriptionResponseSchema, ...errors },
        },
      },
      async (request) => ({ data: await service.bulkSubscribe(request.tenancy, request.body) }),
    );

    app.put(
      '/users/subscriptions',
      {
        config: { permission: 'users.manage' },
        schema: {
          ...secured,
          summary:
            "Renew a guardian's subscription (a deactivated one takes a seat again); an activation e-mail is sent",
          body: subscriptionRenewSchema,
          response: { 200: appUserSchema, ...errors },
        },
      },
      async (request) => service.renew(request.tenancy, request.body.user_id),
    );

    app.delete(
      '/user-subscription/deactivate/:id',
      {
        config: { permission: 'users.manage' },
        schema: {
          ...secured,
          summary: 'Deactivate a subscription (status 2 Pending), freeing its seat',
          params: idParamsSchema,
          response: { 200: appUserSchema, ...errors },
        },
      },
      async (request) => service.deactivate(request.tenancy, request.params.id),
    );

    app.post(
      '/users/patients',
      {
        config: { permission: 'users.manage' },
        schema: {
          ...secured,
          summary: 'Create a child account with a generated six-character app code (takes a seat)',
          body: patientCreateSchema,
          response: { 201: appUserSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.createPatient(request.tenancy, request.body)),
    );

    app.get(
      '/user/:user_id',
      {
        config: { permission: 'users.manage' },
        schema: {
          ...secured,
          summary: 'One user of the organisation: profile, areas and status history',
          params: userIdParamsSchema,
          response: { 200: appUserDetailSchema, ...errors },
        },
      },
      async (request) => service.detail(request.tenancy, request.params.user_id),
    );

    app.put(
      '/user/:user_id',
      {
        config: { permission: 'users.manage' },
        schema: {
          ...secured,
          summary: 'Edit a user of the organisation (a status change must follow the status table)',
          params: userIdParamsSchema,
          body: appUserUpdateSchema,
          response: { 200: appUserDetailSchema, ...errors },
        },
      },
      async (request) => service.update(request.tenancy, request.params.user_id, request.body),
    );

    app.delete(
      '/user/:id',
      {
        config: { permission: 'users.manage' },
        schema: {
          ...secured,
          summary: 'Delete a user of the organisation',
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
