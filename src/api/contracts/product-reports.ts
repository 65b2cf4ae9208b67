/** The super admin's reports across organisations (/reports) and a guardian's newsletter opt-in. */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { pageQuerySchema, pagedSchema } from './pagination.ts';

export const organisationUsageSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    seats: z.number().int(),
    seats_used: z.number().int(),
    patients: z.number().int(),
    guardians: z.number().int(),
    /** Patients who used the app in the last 30 days. */
    active_patients_30d: z.number().int(),
    app_sessions_30d: z.number().int(),
  })
  .meta({ id: 'OrganisationUsage' });
export type OrganisationUsage = z.infer<typeof organisationUsageSchema>;
export const organisationUsageListSchema = z
  .object({ organisations: z.array(organisationUsageSchema) })
  .meta({ id: 'OrganisationUsageList' });

export const newsletterUserSchema = z
  .object({
    id: z.uuid(),
    first_name: z.string(),
    surname: z.string(),
    email: z.string().nullable(),
    organisation_id: z.uuid().nullable(),
    organisation_name: z.string().nullable(),
    subscribed_at: z.iso.datetime(),
  })
  .meta({ id: 'NewsletterUser' });
export type NewsletterUser = z.infer<typeof newsletterUserSchema>;
export const newsletterUsersSchema = z
  .object({ users: z.array(newsletterUserSchema) })
  .meta({ id: 'NewsletterUsers' });

export const crossFeedbackSchema = z
  .object({
    id: z.uuid(),
    organisation_id: z.uuid(),
    organisation_name: z.string(),
    category: z.string().nullable(),
    text: z.string().nullable(),
    received_at: z.iso.datetime(),
  })
  .meta({ id: 'CrossOrganisationFeedback' });
export type CrossFeedback = z.infer<typeof crossFeedbackSchema>;
export const crossFeedbackPageSchema = pagedSchema(crossFeedbackSchema).meta({
  id: 'CrossOrganisationFeedbackPage',
});

/** GET and PUT /api/users/newsletter: a guardian's own opt-in. */
export const newsletterOptInSchema = z
  .strictObject({ subscribed: z.boolean() })
  .meta({ id: 'NewsletterOptIn' });
export type NewsletterOptIn = z.infer<typeof newsletterOptInSchema>;

/** The super admin's reports across organisations, and a guardian's newsletter opt-in. */
export const productReportsEndpoints = {
  organisations: defineEndpoint({
    method: 'GET',
    path: '/reports/organisations',
    ok: organisationUsageListSchema,
    access: { permission: 'productReports.read' },
  }),
  newsletterUsers: defineEndpoint({
    method: 'GET',
    path: '/reports/newsletter-subscribed-users',
    ok: newsletterUsersSchema,
    access: { permission: 'productReports.read' },
  }),
  feedback: defineEndpoint({
    method: 'GET',
    path: '/reports/registration-feedback',
    query: pageQuerySchema,
    ok: crossFeedbackPageSchema,
    access: { permission: 'productReports.read' },
  }),
  newsletter: defineEndpoint({
    method: 'GET',
    path: '/users/newsletter',
    ok: newsletterOptInSchema,
    access: { permission: 'productReports.newsletter' },
  }),
  setNewsletter: defineEndpoint({
    method: 'PUT',
    path: '/users/newsletter',
    body: newsletterOptInSchema,
    ok: newsletterOptInSchema,
    access: { permission: 'productReports.newsletter' },
  }),
};
