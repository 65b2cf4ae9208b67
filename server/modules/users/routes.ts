import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  profileSchema,
  updateChildRequestSchema,
  updateProfileRequestSchema,
  userSchema,
} from '../../../src/api/contracts/index.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { UsersService } from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The signed-in user's own calls (docs/product.md § Calls: profile, PUT /user, PUT /users/child). */
export const usersRoutes =
  (service: UsersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users/profile',
      {
        schema: {
          tags: ['users'],
          summary: 'The signed-in user and their organisation',
          security: [{ bearer: [] }],
          response: { 200: profileSchema, 401: apiErrorSchema },
        },
      },
      async (request) => service.profile(principalOf(request).sub),
    );

    app.put(
      '/user',
      {
        schema: {
          tags: ['users'],
          summary: "Edit the signed-in user's names and language",
          security: [{ bearer: [] }],
          body: updateProfileRequestSchema,
          response: { 200: userSchema, ...errors },
        },
      },
      async (request) => service.updateProfile(principalOf(request).sub, request.body),
    );

    app.put(
      '/users/child',
      {
        schema: {
          tags: ['users'],
          summary: "Name the guardian's child; the first call assigns the child's app code",
          security: [{ bearer: [] }],
          body: updateChildRequestSchema,
          response: { 200: userSchema, ...errors },
        },
      },
      async (request) => service.updateChild(principalOf(request).sub, request.body),
    );
  };
