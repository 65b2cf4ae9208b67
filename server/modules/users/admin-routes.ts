import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appUserPageSchema,
  appUserSchema,
  declineRequestSchema,
  idParamsSchema,
  requestListQuerySchema,
  inviteRequestSchema,
  userListQuerySchema,
} from '../../../src/api/contracts/index.ts';
import { tenancyOf } from '../../plugins/tenancy.ts';
import { errorResponses } from '../../http/responses.ts';
import type { UsersAdminService } from './admin-service.ts';

const errors = errorResponses;
const secured = { tags: ['app users'], security: [{ bearer: [] }] };

/** Spec §7 Users calls of an organisation's admin (or the super admin within a selected organisation). */
export const usersAdminRoutes =
  (service: UsersAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = { onRequest: [app.authenticate] };

    app.get(
      '/users',
      {
        ...auth,
        schema: {
          ...secured,
          summary: "The organisation's users, a page at a time",
          querystring: userListQuerySchema,
          response: { 200: appUserPageSchema, ...errors },
        },
      },
      async (request) => service.list(tenancyOf(request), request.query),
    );

    app.post(
      '/users/subscriptions',
      {
        ...auth,
        schema: {
          ...secured,
          summary: 'Invite a guardian (takes a seat; an activation e-mail is sent)',
          body: inviteRequestSchema,
          response: { 201: appUserSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.inviteGuardian(tenancyOf(request), request.body)),
    );

    app.post(
      '/users/admins',
      {
        ...auth,
        schema: {
          ...secured,
          summary: 'Invite an admin of the organisation',
          body: inviteRequestSchema,
          response: { 201: appUserSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.inviteAdmin(tenancyOf(request), request.body)),
    );

    app.get(
      '/requests',
      {
        ...auth,
        schema: {
          ...secured,
          summary: 'Account requests (status 1 by default)',
          querystring: requestListQuerySchema,
          response: { 200: appUserPageSchema, ...errors },
        },
      },
      async (request) => service.requests(tenancyOf(request), request.query),
    );

    app.post(
      '/requests/:id/approve',
      {
        ...auth,
        schema: {
          ...secured,
          summary: 'Approve a request: pending account activation, activation e-mail',
          params: idParamsSchema,
          response: { 200: appUserSchema, ...errors },
        },
      },
      async (request) => service.approve(tenancyOf(request), request.params.id),
    );

    app.post(
      '/requests/:id/decline',
      {
        ...auth,
        schema: {
          ...secured,
          summary: 'Decline a request with a reason (kept in the audit log)',
          params: idParamsSchema,
          body: declineRequestSchema,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await service.decline(tenancyOf(request), request.params.id, request.body.reason);
        return reply.code(204).send();
      },
    );

    app.delete(
      '/user/:id',
      {
        ...auth,
        schema: {
          ...secured,
          summary: 'Delete a user of the organisation',
          params: idParamsSchema,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(tenancyOf(request), request.params.id);
        return reply.code(204).send();
      },
    );
  };
