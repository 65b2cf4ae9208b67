import { z } from 'zod';
import { appCodeCardSchema } from './app-code-card.ts';
import { defineEndpoint } from './endpoint.ts';
import { idParamsSchema } from './organisation.ts';
import { secondFactorResetSchema } from './second-factor.ts';
import {
  appUserDetailSchema,
  appUserListSchema,
  appUserSchema,
  appUserUpdateSchema,
  bulkSubscriptionResponseSchema,
  bulkSubscriptionSchema,
  inviteRequestSchema,
  patientCreateSchema,
  subscriptionRenewSchema,
  userIdParamsSchema,
  userListQuerySchema,
} from './users-admin.ts';

/** The organisation's app users as its admin keeps them: the list, one user, invitations, seats and app codes. */
export const appUsersEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/users',
    query: userListQuerySchema,
    ok: appUserListSchema,
    access: { permission: 'users.manage' },
  }),
  inviteGuardian: defineEndpoint({
    method: 'POST',
    path: '/users/subscriptions',
    body: inviteRequestSchema,
    ok: appUserSchema,
    status: 201,
    access: { permission: 'users.manage' },
  }),
  inviteAdmin: defineEndpoint({
    method: 'POST',
    path: '/users/admins',
    body: inviteRequestSchema,
    ok: appUserSchema,
    status: 201,
    access: { permission: 'users.manage' },
  }),
  bulkSubscribe: defineEndpoint({
    method: 'POST',
    path: '/users/bulk-subscriptions',
    body: bulkSubscriptionSchema,
    ok: bulkSubscriptionResponseSchema,
    access: { permission: 'users.manage' },
  }),
  renew: defineEndpoint({
    method: 'PUT',
    path: '/users/subscriptions',
    body: subscriptionRenewSchema,
    ok: appUserSchema,
    access: { permission: 'users.manage' },
  }),
  deactivate: defineEndpoint({
    method: 'DELETE',
    path: '/user-subscription/deactivate/:id',
    params: idParamsSchema,
    ok: appUserSchema,
    access: { permission: 'users.manage' },
  }),
  createPatient: defineEndpoint({
    method: 'POST',
    path: '/users/patients',
    body: patientCreateSchema,
    ok: appUserSchema,
    status: 201,
    access: { permission: 'users.manage' },
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/user/:user_id',
    params: userIdParamsSchema,
    ok: appUserDetailSchema,
    access: { permission: 'users.manage' },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/user/:user_id',
    params: userIdParamsSchema,
    body: appUserUpdateSchema,
    ok: appUserDetailSchema,
    access: { permission: 'users.manage' },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/user/:id',
    params: idParamsSchema,
    ok: z.undefined(),
    status: 204,
    access: { permission: 'users.manage' },
  }),
  renewAppCode: defineEndpoint({
    method: 'POST',
    path: '/user/:user_id/app-code',
    params: userIdParamsSchema,
    ok: appCodeCardSchema,
    access: { permission: 'users.manage' },
  }),
  /** The super admin's removal of someone else's second factors (a lost phone or passkey). */
  resetSecondFactors: defineEndpoint({
    method: 'POST',
    path: '/users/:id/second-factors/reset',
    params: idParamsSchema,
    body: secondFactorResetSchema,
    ok: z.undefined(),
    status: 204,
    access: { permission: 'auth.resetSecondFactors' },
  }),
};
