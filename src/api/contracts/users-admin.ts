import { z } from 'zod';
import { idParamsSchema } from './organisation.ts';
import { defineEndpoint } from './endpoint.ts';
import { INT4_MAX, text } from './text.ts';
import { userSchema } from './user.ts';
import { accountStatusSchema } from './role-schemas.ts';
import {
  cursorQuerySchema,
  idListQueryField,
  nextCursorSchema,
  pageQuerySchema,
  pagedSchema,
  totalEstimateSchema,
} from './pagination.ts';
import { calendarDate, dateOfBirthSchema, relationshipSchema } from './families.ts';

/** Columns an app-user list sorts by on the server. */
export const USER_SORT_FIELDS = [
  'created_at',
  'first_name',
  'surname',
  'email',
  'last_active',
  'activated_at',
] as const;

/**
 * GET /api/users: the organisation's users, a page at a time (docs/product.md § What the portal shows
 * and keeps list-state defaults), by number or by `cursor` (a cursor keeps the sort and order it was
 * given for). `total` is exact: a count of the people the filters match (from a list index when no
 * search or status needs the rows), or on a numbered last page the rows before it and on it.
 */
export const userListQuerySchema = pageQuerySchema.extend({
  ...cursorQuerySchema.shape,
  /** Spec §3: the user list shows guardians (type 2) unless asked otherwise. */
  type: z.coerce.number().int().min(1).max(4).default(2),
  status: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
  search: text().trim().max(100).optional(),
  /** Only users in one of these areas: comma-separated area ids (docs/product.md § Calls `areas`). */
  areas: idListQueryField,
  sort: z.enum(USER_SORT_FIELDS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** A row of the app-users list: the user plus the report columns of docs/product.md § What the portal shows and keeps. */
export const appUserSchema = userSchema
  .extend({
    full_name: text().nullable(),
    patient_number: text().nullable(),
    created_at: z.iso.datetime(),
    activated_at: z.iso.datetime().nullable(),
    last_active: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AppUser' });
export type AppUser = z.infer<typeof appUserSchema>;

export const appUserPageSchema = pagedSchema(appUserSchema).meta({ id: 'AppUserPage' });
/** GET /api/users: a page and the cursor of the next one. */
export const appUserListSchema = pagedSchema(appUserSchema)
  .extend({ ...nextCursorSchema.shape, ...totalEstimateSchema.shape })
  .meta({ id: 'AppUserList' });
export type AppUserList = z.infer<typeof appUserListSchema>;

/**
 * POST /api/users/subscriptions (a guardian) and POST /api/users/admins (an admin): an invitation.
 * A guardian's may name their child (`patient_id`, a patient of the organisation): the link is
 * made active with the invitation.
 */
export const inviteRequestSchema = z
  .strictObject({
    email: z.email({ message: 'appUsers.invite.emailInvalid' }).max(320),
    first_name: text().trim().min(1, { message: 'appUsers.invite.firstNameRequired' }).max(100),
    surname: text().trim().min(1, { message: 'appUsers.invite.surnameRequired' }).max(100),
    patient_id: z.uuid().optional(),
    relationship: relationshipSchema.optional(),
  })
  .meta({ id: 'InviteRequest' });
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

/** GET /api/requests: accounts awaiting approval (docs/product.md § What the portal shows and keeps: the request slice filters status 1). */
export const requestListQuerySchema = pageQuerySchema.extend({
  status: z.coerce.number().int().min(0).max(INT4_MAX).default(1),
});

/** POST /api/requests/:id/decline */
export const declineRequestSchema = z
  .strictObject({ reason: text().trim().min(1, { message: 'requests.reasonRequired' }).max(500) })
  .meta({ id: 'DeclineRequest' });

/** One account status change of the user detail's history, oldest first. */
export const statusChangeSchema = z
  .object({
    from: accountStatusSchema.nullable(),
    to: accountStatusSchema,
    at: z.iso.datetime(),
    /** Who made the change; null when the user or the system did (sign-up, activation). */
    actor_id: z.uuid().nullable(),
    reason: text().nullable(),
  })
  .meta({ id: 'StatusChange' });

/** GET /api/user/:user_id: one user of the organisation with areas and status history. */
export const appUserDetailSchema = appUserSchema
  .extend({
    areas: z.array(z.object({ id: z.uuid(), name: text() })),
    status_history: z.array(statusChangeSchema),
    /** A patient's own app code and date of birth (null for other users). */
    app_code: text().nullable(),
    date_of_birth: calendarDate().nullable(),
  })
  .meta({ id: 'AppUserDetail' });
export type AppUserDetail = z.infer<typeof appUserDetailSchema>;

export const userIdParamsSchema = z.object({ user_id: z.uuid() });

const optionalName = text().trim().min(1, { message: 'appUsers.edit.nameRequired' }).max(100);

/**
 * PUT /api/user/:user_id: an admin edits a user. A status change must be in the status-transition
 * table (else 409 Conflict); `area_ids`, when given, replaces the user's areas.
 */
export const appUserUpdateSchema = z
  .strictObject({
    first_name: optionalName.optional(),
    surname: optionalName.optional(),
    patient_number: text().trim().min(1).max(50).nullable().optional(),
    status: accountStatusSchema.optional(),
    area_ids: z.array(z.uuid()).max(100).optional(),
    /** A patient's date of birth (null clears it). */
    date_of_birth: dateOfBirthSchema.nullable().optional(),
  })
  .meta({ id: 'AppUserUpdate' });
export type AppUserUpdate = z.infer<typeof appUserUpdateSchema>;

/**
 * POST /api/users/patients: a child account created by an admin, with a generated six-character
 * app code (unique in the organisation, no look-alike characters). Takes a seat.
 */
export const patientCreateSchema = z
  .strictObject({
    first_name: text().trim().max(100).default(''),
    surname: text().trim().max(100).default(''),
    patient_number: text().trim().min(1).max(50).optional(),
    area_ids: z.array(z.uuid()).max(100).optional(),
    date_of_birth: dateOfBirthSchema.optional(),
  })
  .meta({ id: 'PatientCreate' });
export type PatientCreate = z.input<typeof patientCreateSchema>;

/**
 * PUT /api/users/subscriptions: renew a guardian's subscription. A deactivated one (2) moves to
 * pending account activation (3) and takes a seat again; one pending activation (3) gets a fresh
 * activation e-mail. Either way the activation e-mail goes out.
 */
export const subscriptionRenewSchema = z
  .strictObject({ user_id: z.uuid() })
  .meta({ id: 'SubscriptionRenew' });

/**
 * POST /api/users/bulk-subscriptions: guardians' e-mails as JSON, or as text/csv (the first column
 * of each line; a first line reading 'email' is a header). The portal reads xlsx files in the
 * browser and sends JSON. Every row is answered.
 */
export const BULK_SUBSCRIPTION_MAX = 1000;
export const bulkSubscriptionSchema = z
  .strictObject({
    emails: z.array(text().max(320)).min(1).max(BULK_SUBSCRIPTION_MAX),
    /** Per row (same order as `emails`), the patient each guardian is linked to; null for none. */
    patient_ids: z.array(z.uuid().nullable()).max(BULK_SUBSCRIPTION_MAX).optional(),
    relationship: relationshipSchema.optional(),
  })
  .meta({ id: 'BulkSubscription' });
export type BulkSubscription = z.infer<typeof bulkSubscriptionSchema>;

export const BULK_OUTCOMES = ['created', 'exists', 'invalid', 'duplicate', 'over-limit'] as const;
export const bulkOutcomeSchema = z.enum(BULK_OUTCOMES);
export type BulkOutcome = z.infer<typeof bulkOutcomeSchema>;

export const bulkSubscriptionResultSchema = z
  .object({
    /** 1-based position among the e-mails (a CSV header and blank lines not counted). */
    row: z.number().int().min(1),
    email: text(),
    outcome: bulkOutcomeSchema,
    /** Always null: an invited row and an address with an account in another organisation read alike. */
    user_id: z.uuid().nullable(),
  })
  .meta({ id: 'BulkSubscriptionResult' });
export type BulkSubscriptionResult = z.infer<typeof bulkSubscriptionResultSchema>;

export const bulkSubscriptionResponseSchema = z
  .object({ data: z.array(bulkSubscriptionResultSchema) })
  .meta({ id: 'BulkSubscriptionResponse' });

/** Account requests an admin approves or declines (spec §3: the list shows status 1 by default). */
export const requestsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/requests',
    query: requestListQuerySchema,
    ok: appUserPageSchema,
    access: { permission: 'users.manage' },
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/requests/:id/approve',
    params: idParamsSchema,
    ok: appUserSchema,
    access: { permission: 'users.manage' },
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/requests/:id/decline',
    params: idParamsSchema,
    body: declineRequestSchema,
    ok: z.undefined(),
    status: 204,
    access: { permission: 'users.manage' },
  }),
};
