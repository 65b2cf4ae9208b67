import { z } from 'zod';
import { languageSchema } from './organisation.ts';
import { NUL_MESSAGE, noNul, text } from './text.ts';

/**
 * Hospital information (spec §3 and §7 CMS): an organisation's pages, each known by its
 * `pageNumber`, with a saved draft and a published version per page. Field names follow the spec's
 * own (`pageNumber`, `organisation_cms_content`), camelCase elsewhere in this domain.
 */

export const CMS_LANGUAGES = languageSchema.options;
export type CmsLanguage = z.infer<typeof languageSchema>;

/**
 * Where uploaded CMS images are served from: the only image source the sanitiser keeps. An image's
 * address is `${CMS_IMAGE_PATH}<uuid>?v=<32 hex of its SHA-256>` (the hash is the credential: the
 * address is public so that <img> can load it without a bearer token).
 */
export const CMS_IMAGE_PATH = '/api/organisation-cms/images/';
export const CMS_IMAGE_SOURCE =
  /^\/api\/organisation-cms\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\?v=[0-9a-f]{32}$/;
export const CMS_IMAGE_MAX_BYTES = 5_000_000;
export const CMS_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const CMS_TITLE_MAX = 200;
/** Sanitised HTML of one language of one page. */
export const CMS_HTML_MAX = 200_000;
export const CMS_PAGES_MAX = 100;

export const cmsPageNumberSchema = z.number().int().min(1).max(1_000_000);
export const cmsPageNumberParamsSchema = z.object({
  pageNumber: z.coerce.number().int().min(1).max(1_000_000),
});

/** draft: never published (or unpublished); published: the draft is what guardians see; changed: edited since publishing. */
export const cmsPageStateSchema = z.enum(['draft', 'published', 'changed']);
export type CmsPageState = z.infer<typeof cmsPageStateSchema>;

/** One language of a page as saved (the server sanitises `html`). */
export const cmsTranslationInputSchema = z.strictObject({
  title: text().trim().max(CMS_TITLE_MAX),
  html: text().max(CMS_HTML_MAX),
});

/** One language of a page as answered: `updatedAt` is when this language last changed (translation check). */
export const cmsTranslationSchema = z
  .object({ title: text(), html: text(), updatedAt: z.iso.datetime() })
  .meta({ id: 'CmsTranslation' });

/** The languages a page has; a missing language is absent. */
export const cmsContentInputSchema = z.strictObject({
  en: cmsTranslationInputSchema.optional(),
  ar: cmsTranslationInputSchema.optional(),
  es: cmsTranslationInputSchema.optional(),
});
export type CmsContentInput = z.infer<typeof cmsContentInputSchema>;

export const cmsContentSchema = z
  .object({
    en: cmsTranslationSchema.optional(),
    ar: cmsTranslationSchema.optional(),
    es: cmsTranslationSchema.optional(),
  })
  .meta({ id: 'CmsContent' });
export type CmsContent = z.infer<typeof cmsContentSchema>;

/** An image address under CMS_IMAGE_PATH (cover images and inline images alike). */
export const cmsImageUrlSchema = text().max(300).regex(CMS_IMAGE_SOURCE, { message: 'cms.imageNotOurs' });

/** A page as admins edit it (`latest`: the draft, with what is published beside it). */
export const cmsPageSchema = z
  .object({
    pageNumber: cmsPageNumberSchema,
    /** 0-based place in the order guardians see. */
    order: z.number().int().nonnegative(),
    visible: z.boolean(),
    state: cmsPageStateSchema,
    coverImage: text().nullable(),
    /** The draft. */
    content: cmsContentSchema,
    /** What guardians see now; null when not published. */
    published: z.object({ coverImage: text().nullable(), content: cmsContentSchema }).nullable(),
    updatedAt: z.iso.datetime(),
    publishedAt: z.iso.datetime().nullable(),
    /** Pending scheduled changes (instants; the screens show them in London time). */
    scheduledPublishAt: z.iso.datetime().nullable(),
    scheduledUnpublishAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'CmsPage' });
export type CmsPage = z.infer<typeof cmsPageSchema>;

export const cmsPageListSchema = z.object({ data: z.array(cmsPageSchema) }).meta({ id: 'CmsPageList' });
export type CmsPageList = z.infer<typeof cmsPageListSchema>;

/** A page as guardians see it (published, or in the preview the draft). */
export const cmsGuardianPageSchema = z
  .object({
    pageNumber: cmsPageNumberSchema,
    order: z.number().int().nonnegative(),
    coverImage: text().nullable(),
    content: cmsContentSchema,
    publishedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'CmsGuardianPage' });
export type CmsGuardianPage = z.infer<typeof cmsGuardianPageSchema>;

/** Text in each language; a missing language is absent. */
export const cmsLocalisedTextSchema = z
  .strictObject({
    en: text().trim().max(2000).optional(),
    ar: text().trim().max(2000).optional(),
    es: text().trim().max(2000).optional(),
  })
  .meta({ id: 'CmsLocalisedText' });
export type CmsLocalisedText = z.infer<typeof cmsLocalisedTextSchema>;

/** The hospital's contact details for the information home. */
export const cmsContactSchema = z
  .strictObject({
    phone: text().trim().max(50).nullable(),
    email: z.union([z.email().max(254), z.literal('')]).nullable(),
    website: z
      .union([
        z
          .url({ protocol: /^https?$/ })
          .max(500)
          .refine(noNul, { message: NUL_MESSAGE }),
        z.literal(''),
      ])
      .nullable(),
    address: cmsLocalisedTextSchema,
  })
  .meta({ id: 'CmsContact' });

/** Contact details and visiting hours (what guardians see on the information home). */
export const cmsHomeSchema = z
  .object({ contact: cmsContactSchema, visitingHours: cmsLocalisedTextSchema })
  .meta({ id: 'CmsHome' });
export type CmsHome = z.infer<typeof cmsHomeSchema>;

/** GET /organisation-cms/published: what guardians see, in order, visible pages only. */
export const cmsPublishedSchema = cmsHomeSchema
  .extend({ data: z.array(cmsGuardianPageSchema) })
  .meta({ id: 'CmsPublished' });
export type CmsPublished = z.infer<typeof cmsPublishedSchema>;

/** GET /organisation-cms/preview: the drafts exactly as guardians will see them (spec §3). */
export const cmsPreviewSchema = cmsHomeSchema
  .extend({ organisation_cms_content: z.array(cmsGuardianPageSchema) })
  .meta({ id: 'CmsPreview' });
export type CmsPreview = z.infer<typeof cmsPreviewSchema>;

/** GET/PUT /organisation-cms/settings (configure): order and visibility of every page, contact, visiting hours. */
export const cmsSettingsSchema = z
  .strictObject({
    /**
     * Every page of the organisation, in the order guardians see them (no schema limit: the
     * answer lists them all, and a body must name them all; the body limit bounds it).
     */
    pages: z.array(z.strictObject({ pageNumber: cmsPageNumberSchema, visible: z.boolean() })),
    contact: cmsContactSchema,
    visitingHours: cmsLocalisedTextSchema,
  })
  .meta({ id: 'CmsSettings' });
export type CmsSettings = z.infer<typeof cmsSettingsSchema>;

/** POST /organisation-cms/pages: a new page (its pageNumber is the next free one). */
export const cmsPageCreateSchema = z
  .strictObject({
    content: cmsContentInputSchema,
    coverImage: cmsImageUrlSchema.nullable().optional(),
    visible: z.boolean().optional(),
  })
  .meta({ id: 'CmsPageCreate' });
export type CmsPageCreate = z.infer<typeof cmsPageCreateSchema>;

/**
 * POST /organisation-cms/save-draft: replaces the page's draft. A language absent from `content`
 * is removed from the draft. `expectedUpdatedAt` (the page's `updatedAt` when the editor opened
 * it) makes a save over someone else's newer save answer 409 instead of overwriting it.
 */
export const cmsSaveDraftSchema = z
  .strictObject({
    pageNumber: cmsPageNumberSchema,
    content: cmsContentInputSchema,
    coverImage: cmsImageUrlSchema.nullable().optional(),
    expectedUpdatedAt: z.iso.datetime().optional(),
  })
  .meta({ id: 'CmsSaveDraft' });
export type CmsSaveDraft = z.infer<typeof cmsSaveDraftSchema>;

/** PUT /organisation-cms/order: every pageNumber of the organisation, in the new order. */
export const cmsOrderSchema = z
  .strictObject({ pageNumbers: z.array(cmsPageNumberSchema).min(1).max(CMS_PAGES_MAX) })
  .meta({ id: 'CmsOrder' });
export type CmsOrder = z.infer<typeof cmsOrderSchema>;

/** The translation check: languages with no text, or last edited before the last English edit. */
export const cmsTranslationCheckSchema = z
  .object({
    pageNumber: cmsPageNumberSchema,
    missing: z.array(languageSchema),
    outdated: z.array(languageSchema),
    englishUpdatedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'CmsTranslationCheck' });
export type CmsTranslationCheck = z.infer<typeof cmsTranslationCheckSchema>;

/** POST /organisation-cms/publish: publishes the draft; `confirmTranslations` accepts the check's findings. */
export const cmsPublishSchema = z
  .strictObject({ pageNumber: cmsPageNumberSchema, confirmTranslations: z.boolean().optional() })
  .meta({ id: 'CmsPublish' });
export type CmsPublish = z.infer<typeof cmsPublishSchema>;

/**
 * The publish answer: `published` with the page, or `needsConfirmation` with the check (nothing
 * published); send again with `confirmTranslations: true` to publish anyway.
 */
export const cmsPublishResultSchema = z
  .discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('published'), page: cmsPageSchema }),
    z.object({ outcome: z.literal('needsConfirmation'), check: cmsTranslationCheckSchema }),
  ])
  .meta({ id: 'CmsPublishResult' });
export type CmsPublishResult = z.infer<typeof cmsPublishResultSchema>;

/** POST /organisation-cms/unpublish */
export const cmsUnpublishSchema = z
  .strictObject({ pageNumber: cmsPageNumberSchema })
  .meta({ id: 'CmsUnpublish' });

/** A wall-clock time in London (TIME_ZONE, time.ts), `YYYY-MM-DDTHH:mm` (no offset: the server applies London's). */
export const cmsLocalTimeSchema = text().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, {
  message: 'cms.localTimeFormat',
});

/**
 * A scheduled time: a London wall-clock time (what the screens send), or an instant with its
 * offset (`2030-06-01T09:00:00Z`; for API clients).
 */
export const cmsScheduleTimeSchema = z.union([z.iso.datetime({ offset: true }), cmsLocalTimeSchema]);

/**
 * PUT /organisation-cms/pages/:pageNumber/schedule: sets (or with null clears) the scheduled
 * publish and unpublish. A time must be in the future; a publish runs the translation check
 * now (answering `needsConfirmation` like publish) unless `confirmTranslations`.
 */
export const cmsScheduleSchema = z
  .strictObject({
    publishAt: cmsScheduleTimeSchema.nullable(),
    unpublishAt: cmsScheduleTimeSchema.nullable(),
    confirmTranslations: z.boolean().optional(),
  })
  .meta({ id: 'CmsSchedule' });
export type CmsSchedule = z.infer<typeof cmsScheduleSchema>;

/** The schedule answer: the page with its schedule, or the translation check (nothing scheduled). */
export const cmsScheduleResultSchema = z
  .discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('scheduled'), page: cmsPageSchema }),
    z.object({ outcome: z.literal('needsConfirmation'), check: cmsTranslationCheckSchema }),
  ])
  .meta({ id: 'CmsScheduleResult' });
export type CmsScheduleResult = z.infer<typeof cmsScheduleResultSchema>;

export const cmsVersionKindSchema = z.enum(['draft', 'published', 'unpublished', 'restored']);

/** One entry of a page's history: what the page held after that change. */
export const cmsVersionSchema = z
  .object({
    id: z.uuid(),
    pageNumber: cmsPageNumberSchema,
    kind: cmsVersionKindSchema,
    coverImage: text().nullable(),
    content: cmsContentSchema,
    createdAt: z.iso.datetime(),
    /** Who made the change; null for the scheduler. */
    author: z.object({ id: z.uuid(), name: text() }).nullable(),
  })
  .meta({ id: 'CmsVersion' });
export type CmsVersion = z.infer<typeof cmsVersionSchema>;

/** GET /organisation-cms/pages/:pageNumber/versions, newest first. */
export const cmsVersionListSchema = z
  .object({ data: z.array(cmsVersionSchema) })
  .meta({ id: 'CmsVersionList' });

/** POST /organisation-cms/pages/:pageNumber/versions/:versionId/restore: the version becomes the draft. */
export const cmsVersionParamsSchema = z.object({
  pageNumber: z.coerce.number().int().min(1).max(1_000_000),
  versionId: z.uuid(),
});

/** POST /organisation-cms/images (the image as the body, sniffed): its address. */
export const cmsImageSchema = z.object({ url: text() }).meta({ id: 'CmsImage' });
