import { z } from 'zod';
import { text } from './text.ts';
import { languageSchema } from './organisation.ts';
import { defineEndpoint } from './endpoint.ts';
import { pageQuerySchema, pagedSchema } from './pagination.ts';

/** docs/product.md § Business constants: the first terms version an organisation publishes. */
export const DEFAULT_TERMS_VERSION = 'terms1.0';

/** What a guardian's private calls answer (403) until they accept the current terms version. */
export const TERMS_NOT_ACCEPTED_MESSAGE = 'Accept the terms of use to continue';

const termsText = text().trim().min(1).max(100_000);

/** The terms' text per language: English always, Arabic and Spanish when the organisation wrote them. */
export const termsTextsSchema = z.strictObject({
  en: termsText,
  ar: termsText.optional(),
  es: termsText.optional(),
});
export type TermsTexts = z.infer<typeof termsTextsSchema>;

/** One published terms version of an organisation. */
export const termsVersionSchema = z
  .object({
    id: z.uuid(),
    version: text(),
    texts: termsTextsSchema,
    published_at: z.iso.datetime(),
    /** How many users accepted this version (admins' list only). */
    accepted_count: z.number().int().min(0).optional(),
  })
  .meta({ id: 'TermsVersion' });
export type TermsVersion = z.infer<typeof termsVersionSchema>;

/** GET /api/document-signing/terms: the current version (null when none is published) and whether the caller accepted it. */
export const currentTermsSchema = z
  .object({ terms: termsVersionSchema.nullable(), accepted: z.boolean() })
  .meta({ id: 'CurrentTerms' });
export type CurrentTerms = z.infer<typeof currentTermsSchema>;

/** POST /api/terms-versions: an admin publishes a new version (its name unique in the organisation). */
export const termsPublishSchema = z
  .strictObject({
    version: text()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,49}$/, { message: 'terms.versionFormat' }),
    texts: termsTextsSchema,
  })
  .meta({ id: 'TermsPublish' });
export type TermsPublish = z.infer<typeof termsPublishSchema>;

/** One acceptance: who (implicitly the caller), when, which version, and the SHA-256 of the exact text shown. */
export const documentSigningSchema = z
  .object({
    id: z.uuid(),
    version: text(),
    language: languageSchema,
    text_sha256: text(),
    signed_at: z.iso.datetime(),
  })
  .meta({ id: 'DocumentSigning' });
export type DocumentSigning = z.infer<typeof documentSigningSchema>;

/** POST /api/document-signing: the version accepted, the language shown and the hash of the text shown. */
export const documentSignRequestSchema = z
  .strictObject({
    version: text().trim().min(1).max(50),
    language: languageSchema,
    text_sha256: text().regex(/^[0-9a-f]{64}$/, { message: 'terms.hashFormat' }),
  })
  .meta({ id: 'DocumentSignRequest' });
export type DocumentSignRequest = z.infer<typeof documentSignRequestSchema>;

/** GET /api/document-signings: an admin's list of who accepted which version. */
export const signingReportQuerySchema = pageQuerySchema.extend({
  version: text().trim().max(50).optional(),
  search: text().trim().max(100).optional(),
});
export type SigningReportQuery = z.infer<typeof signingReportQuerySchema>;

export const signingReportRowSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  first_name: text(),
  surname: text(),
  email: text().nullable(),
  version: text(),
  language: languageSchema,
  text_sha256: text(),
  signed_at: z.iso.datetime(),
});
export type SigningReportRow = z.infer<typeof signingReportRowSchema>;
export const signingReportPageSchema = pagedSchema(signingReportRowSchema).meta({ id: 'SigningReportPage' });

/** Document signing (every portal user), and the admins' terms versions and acceptance report. */
export const termsEndpoints = {
  signings: defineEndpoint({
    method: 'GET',
    path: '/document-signing',
    ok: z.array(documentSigningSchema),
    access: { permission: 'terms.accept' },
  }),
  current: defineEndpoint({
    method: 'GET',
    path: '/document-signing/terms',
    ok: currentTermsSchema,
    access: { permission: 'terms.accept' },
  }),
  sign: defineEndpoint({
    method: 'POST',
    path: '/document-signing',
    body: documentSignRequestSchema,
    ok: documentSigningSchema,
    status: [200, 201],
    access: { permission: 'terms.accept' },
  }),
  versions: defineEndpoint({
    method: 'GET',
    path: '/terms-versions',
    ok: z.array(termsVersionSchema),
    access: { permission: 'terms.manage' },
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/terms-versions',
    body: termsPublishSchema,
    ok: termsVersionSchema,
    status: 201,
    access: { permission: 'terms.manage' },
  }),
  report: defineEndpoint({
    method: 'GET',
    path: '/document-signings',
    query: signingReportQuerySchema,
    ok: signingReportPageSchema,
    access: { permission: 'terms.manage' },
  }),
};
