import { z } from 'zod';
import { userSchema } from './user.ts';
import { pageQuerySchema, pagedSchema } from './pagination.ts';

/** Columns an app-user list sorts by on the server. */
export const USER_SORT_FIELDS = ['created_at', 'first_name', 'surname', 'email', 'last_active', 'activated_at'] as const;

/** GET /api/users: the organisation's users, a page at a time (spec §3 list-state defaults). */
export const userListQuerySchema = pageQuerySchema.extend({
  /** Spec §3: the user list shows guardians (type 2) unless asked otherwise. */
  type: z.coerce.number().int().min(1).max(4).default(2),
  status: z.coerce.number().int().optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(USER_SORT_FIELDS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** A row of the app-users list: the user plus the report columns of spec §3. */
export const appUserSchema = userSchema
  .extend({
    full_name: z.string().nullable(),
    patient_number: z.string().nullable(),
    created_at: z.iso.datetime(),
    activated_at: z.iso.datetime().nullable(),
    last_active: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AppUser' });
export type AppUser = z.infer<typeof appUserSchema>;

export const appUserPageSchema = pagedSchema(appUserSchema).meta({ id: 'AppUserPage' });

/** POST /api/users/subscriptions (a guardian) and POST /api/users/admins (an admin): an invitation. */
export const inviteRequestSchema = z
  .strictObject({
    email: z.email({ message: 'appUsers.invite.emailInvalid' }).max(320),
    first_name: z.string().trim().min(1, { message: 'appUsers.invite.firstNameRequired' }).max(100),
    surname: z.string().trim().min(1, { message: 'appUsers.invite.surnameRequired' }).max(100),
  })
  .meta({ id: 'InviteRequest' });
export type InviteRequest = z.infer<typeof inviteRequestSchema>;


/** GET /api/requests: accounts awaiting approval (spec §3: the request slice filters status 1). */
export const requestListQuerySchema = pageQuerySchema.extend({
  status: z.coerce.number().int().default(1),
});
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;

/** POST /api/requests/:id/decline */
export const declineRequestSchema = z
  .strictObject({ reason: z.string().trim().min(1, { message: 'requests.reasonRequired' }).max(500) })
  .meta({ id: 'DeclineRequest' });
