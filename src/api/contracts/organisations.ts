import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { idParamsSchema, languageSchema, organisationSchema } from './organisation.ts';
import { pageQuerySchema, pagedSchema } from './pagination.ts';

/** The feature codes of the 'Features' content-item category (docs/product.md § What the portal shows and keeps). */
export const FEATURE_CODES = [
  'VideoContent',
  'Questionnaires',
  'xplr-fea-quiz',
  'xplr-fea-misn',
  'xplr-fea-repo',
] as const;
export const featureCodeSchema = z.enum(FEATURE_CODES);

/** GET /api/organisation?page&size&keyword */
export const organisationListQuerySchema = pageQuerySchema.extend({
  keyword: text().trim().max(100).optional(),
});
export type OrganisationListQuery = z.infer<typeof organisationListQuerySchema>;

/** A row of the super admin's list: the organisation and its seats now (area seats and running packs, as /usage). */
export const organisationListItemSchema = organisationSchema
  .extend({ seats: z.number().int().nonnegative() })
  .meta({ id: 'OrganisationListItem' });
export type OrganisationListItem = z.infer<typeof organisationListItemSchema>;

export const organisationPageSchema = pagedSchema(organisationListItemSchema).meta({
  id: 'OrganisationPage',
});

const urlCode = text()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,39}$/i, { message: 'organisation.urlCodeFormat' });
const hexColour = text().regex(/^#[0-9a-f]{6}$/i, { message: 'organisation.colourFormat' });
/**
 * A logo's address: an https image, or the product's own uploaded asset (`/api/organisations/{id}/assets/{kind}`,
 * as the upload answers it). Never javascript:, data: or plain http: (the address is put in pages and e-mails).
 */
const OWN_ASSET = /^\/api\/organisations\/[0-9a-f-]{36}\/assets\/(logo|white_logo)(\?v=[0-9a-f]{1,64})?$/;
const imageUrl = text()
  .max(2048)
  .refine((value) => OWN_ASSET.test(value) || (/^https:\/\//i.test(value) && URL.canParse(value)), {
    message: 'organisation.logoUrlHttps',
  });

/** Hours before an unread notification that matters is e-mailed (docs/product.md § Notifications). */
export const UNREAD_EMAIL_HOURS = { min: 1, max: 72 } as const;
const unreadEmailHours = z
  .number()
  .int()
  .min(UNREAD_EMAIL_HOURS.min, { message: 'must be between 1 and 72 hours' })
  .max(UNREAD_EMAIL_HOURS.max, { message: 'must be between 1 and 72 hours' });

/** POST /api/organisation (and, every field optional, PUT /api/organisation/:id). */
export const organisationInputSchema = z
  .strictObject({
    name: text().trim().min(1, { message: 'organisation.nameRequired' }).max(200),
    url_code: urlCode,
    language: languageSchema.default('en'),
    area_seats: z.number().int().min(0).max(1_000_000).default(0),
    enable_custom_asset: z.boolean().default(false),
    logo_url: imageUrl.nullable().optional(),
    white_logo_url: imageUrl.nullable().optional(),
    brand_color: hexColour.nullable().optional(),
    /** Enabled feature codes; the 'Features' content items are kept in step. */
    features: z.array(featureCodeSchema).max(FEATURE_CODES.length).optional(),
    require_admin_second_factor: z.boolean().optional(),
    require_captions: z.boolean().optional(),
    unread_email_hours: unreadEmailHours.nullable().optional(),
  })
  .meta({ id: 'OrganisationCreate' });

export const organisationUpdateSchema = z
  .strictObject({
    name: text().trim().min(1, { message: 'organisation.nameRequired' }).max(200).optional(),
    url_code: urlCode.optional(),
    language: languageSchema.optional(),
    area_seats: z.number().int().min(0).max(1_000_000).optional(),
    enable_custom_asset: z.boolean().optional(),
    logo_url: imageUrl.nullable().optional(),
    white_logo_url: imageUrl.nullable().optional(),
    brand_color: hexColour.nullable().optional(),
    features: z.array(featureCodeSchema).max(FEATURE_CODES.length).optional(),
    require_admin_second_factor: z.boolean().optional(),
    require_captions: z.boolean().optional(),
    unread_email_hours: unreadEmailHours.nullable().optional(),
  })
  .meta({ id: 'OrganisationUpdate' });
export type OrganisationUpdate = z.infer<typeof organisationUpdateSchema>;

/** GET /api/organisations: every organisation, for pickers. */
export const organisationSummarySchema = z
  .object({ id: z.uuid(), name: text() })
  .meta({ id: 'OrganisationSummary' });
export const organisationSummariesSchema = z.array(organisationSummarySchema);

/** GET /api/organisations/:code/code (public): what registration shows for an organisation code. */
export const organisationCodeSchema = z
  .object({ id: z.uuid(), name: text(), language: languageSchema, url_code: text() })
  .meta({ id: 'OrganisationCode' });

/** GET /api/organisations/:id/content-items */
export const contentItemSchema = z.object({ id: z.uuid(), name: text(), code: text(), enabled: z.boolean() });
export const contentItemsResponseSchema = z
  .object({
    content_categories: z.array(z.object({ name: text(), content_items: z.array(contentItemSchema) })),
  })
  .meta({ id: 'ContentItems' });
export type ContentItemsResponse = z.infer<typeof contentItemsResponseSchema>;

/** POST …/content-items: which items to switch on and off. */
export const contentItemChangeSchema = z
  .strictObject({
    attach_content_item_ids: z.array(z.uuid()).max(200).default([]),
    detach_content_item_ids: z.array(z.uuid()).max(200).default([]),
  })
  .meta({ id: 'ContentItemChange' });

/** Subscription packs: seats bought for a period. */
export const subscriptionPackSchema = z
  .object({
    id: z.uuid(),
    name: text(),
    seats: z.number().int(),
    starts_at: z.iso.datetime(),
    ends_at: z.iso.datetime(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'SubscriptionPack' });
export type SubscriptionPack = z.infer<typeof subscriptionPackSchema>;

// The ISO format allows year 0, which PostgreSQL's timestamps do not hold (there it was a 500).
const packDate = z.iso
  .datetime({ offset: true })
  .refine((v) => Date.parse(v) >= Date.parse('0001-01-01T00:00:00Z'), { message: 'Dates start in year 1' });

export const subscriptionPackInputSchema = z
  .strictObject({
    name: text().trim().min(1).max(200),
    seats: z.number().int().min(1).max(1_000_000),
    starts_at: packDate,
    ends_at: packDate,
  })
  .refine((p) => Date.parse(p.ends_at) > Date.parse(p.starts_at), {
    path: ['ends_at'],
    message: 'The pack must end after it starts',
  })
  .meta({ id: 'SubscriptionPackCreate' });

/** Organisation images: PUT /api/organisation/:id/assets/:kind with the image as the body. */
export const ASSET_KINDS = ['logo', 'white_logo'] as const;
export const assetKindSchema = z.enum(ASSET_KINDS);
export const ASSET_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const ASSET_MAX_BYTES = 1_000_000;
export const assetParamsSchema = z.object({ id: z.uuid(), kind: assetKindSchema });

/** Spec §7 Organisation calls: the super admin's writes, reads scoped by tenancy, and the public code look-up. */
export const organisationsEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/organisation/:id',
    params: idParamsSchema,
    ok: organisationSchema,
    access: { permission: 'organisations.read' },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/organisation',
    query: organisationListQuerySchema,
    ok: organisationPageSchema,
    access: { permission: 'organisations.manage' },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/organisation',
    body: organisationInputSchema,
    ok: organisationSchema,
    status: 201,
    access: { permission: 'organisations.manage' },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/organisation/:id',
    params: idParamsSchema,
    body: organisationUpdateSchema,
    ok: organisationSchema,
    access: { permission: 'organisations.manage' },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/organisation/:id',
    params: idParamsSchema,
    ok: z.undefined(),
    status: 204,
    access: { permission: 'organisations.manage' },
  }),
  all: defineEndpoint({
    method: 'GET',
    path: '/organisations',
    ok: organisationSummariesSchema,
    access: { permission: 'organisations.manage' },
  }),
  byCode: defineEndpoint({
    method: 'GET',
    path: '/organisations/:code/code',
    params: z.object({ code: text().min(1).max(64) }),
    ok: organisationCodeSchema,
    access: { public: "registration looks up the organisation's code" },
  }),
  contentItems: defineEndpoint({
    method: 'GET',
    path: '/organisations/:id/content-items',
    params: idParamsSchema,
    ok: contentItemsResponseSchema,
    access: { permission: 'organisations.readSettings' },
  }),
  changeContentItems: defineEndpoint({
    method: 'POST',
    path: '/organisations/:id/content-items',
    params: idParamsSchema,
    body: contentItemChangeSchema,
    ok: contentItemsResponseSchema,
    access: { permission: 'organisations.manage' },
  }),
  packs: defineEndpoint({
    method: 'GET',
    path: '/organisations/:id/subscription-packs',
    params: idParamsSchema,
    ok: z.array(subscriptionPackSchema),
    access: { permission: 'organisations.readSettings' },
  }),
  addPack: defineEndpoint({
    method: 'POST',
    path: '/organisations/:id/subscription-packs',
    params: idParamsSchema,
    body: subscriptionPackInputSchema,
    ok: subscriptionPackSchema,
    status: 201,
    access: { permission: 'organisations.manage' },
  }),
};

/** Organisation images: the logo or white logo, uploaded as the body itself. */
export const organisationsAssetsEndpoints = {
  upload: defineEndpoint({
    method: 'PUT',
    path: '/organisation/:id/assets/:kind',
    params: assetParamsSchema,
    upload: ASSET_MEDIA_TYPES,
    ok: organisationSchema,
    access: { permission: 'organisations.manage' },
  }),
};
