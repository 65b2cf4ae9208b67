import { z } from 'zod';
import { pageQuerySchema, pagedSchema } from './pagination.ts';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { idParamsSchema, languageSchema } from './organisation.ts';

/** What a guardian can report (docs/product.md: /report). */
export const ISSUE_CATEGORIES = ['app_problem', 'content', 'privacy', 'other'] as const;
export const issueCategorySchema = z.enum(ISSUE_CATEGORIES);
export type IssueCategory = z.infer<typeof issueCategorySchema>;

/** Where a report stands for the organisation's admins; the guardian sees the same. */
export const ISSUE_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export const issueStatusSchema = z.enum(ISSUE_STATUSES);
export type IssueStatus = z.infer<typeof issueStatusSchema>;

/** A screenshot is an image whose bytes are checked against its type, like an organisation's logo. */
export const SCREENSHOT_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const SCREENSHOT_MAX_BYTES = 2 * 1024 * 1024;
/** Base64 length of the largest screenshot (4 characters per 3 bytes, padded). */
const SCREENSHOT_MAX_BASE64 = Math.ceil(SCREENSHOT_MAX_BYTES / 3) * 4;
export const ISSUE_DESCRIPTION_MAX = 5000;
/** The bytes a base64 text decodes to (its padding counted off). */
const decodedBytes = (data: string) =>
  Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);

export const issueScreenshotSchema = z.object({
  type: z.enum(SCREENSHOT_MEDIA_TYPES),
  /** The image, base64-encoded (one JSON call: a report never exists without the screenshot it was sent with). */
  data: text()
    .min(4)
    .max(SCREENSHOT_MAX_BASE64)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64')
    // The base64 length bounds the bytes only to the next multiple of three: 2 MB means 2 MB exactly.
    .refine((data) => decodedBytes(data) <= SCREENSHOT_MAX_BYTES, {
      message: `must be at most ${SCREENSHOT_MAX_BYTES} bytes`,
    }),
});

export const issueReportCreateSchema = z.object({
  category: issueCategorySchema,
  description: text().trim().min(1).max(ISSUE_DESCRIPTION_MAX),
  /** The portal page the guardian came from (a path). */
  page: text().trim().max(500),
  /** The portal's language when the report was written. */
  language: languageSchema,
  /** The portal's version (the app that showed the problem). */
  app_version: text().trim().max(50),
  screenshot: issueScreenshotSchema.optional(),
});
export type IssueReportCreate = z.infer<typeof issueReportCreateSchema>;

export const issueReportSchema = z
  .object({
    id: z.uuid(),
    organisation_id: z.uuid(),
    /** Who reported it (the admin list shows them; a guardian's own list is theirs alone). */
    reporter: z.object({ id: z.uuid(), first_name: text(), surname: text(), email: text().nullable() }),
    category: issueCategorySchema,
    description: text(),
    page: text(),
    language: languageSchema,
    app_version: text(),
    status: issueStatusSchema,
    has_screenshot: z.boolean(),
    created_at: text(),
    updated_at: text(),
    /**
     * In lists: how many replies to this report the caller has not read yet (their notifications of
     * a reply that lead to it, unread). Opening the report (`PUT /issue-reports/{id}/read`) clears it.
     */
    unread_replies: z.number().int().min(0).optional(),
  })
  .meta({ id: 'IssueReport' });
export type IssueReport = z.infer<typeof issueReportSchema>;

export const issueReportListQuerySchema = pageQuerySchema.extend({
  status: issueStatusSchema.optional(),
  category: issueCategorySchema.optional(),
});
export type IssueReportListQuery = z.infer<typeof issueReportListQuerySchema>;

export const issueReportPageSchema = pagedSchema(issueReportSchema);

export const issueReportStatusChangeSchema = z.object({ status: issueStatusSchema });

/**
 * The conversation under a report: the family (its reporter) and the hospital (the organisation's
 * admins) write to each other (docs/product.md: the issue-report thread).
 */
export const ISSUE_REPLY_MAX = 4000;
export const ISSUE_REPLY_ROLES = ['family', 'hospital'] as const;

export const issueReplySchema = z
  .object({
    id: z.uuid(),
    author_role: z.enum(ISSUE_REPLY_ROLES),
    /** Who wrote it; null once their account is gone (the side stays). */
    author: z.object({ first_name: text(), surname: text() }).nullable(),
    body: text(),
    created_at: text(),
  })
  .meta({ id: 'IssueReportReply' });
export type IssueReply = z.infer<typeof issueReplySchema>;

export const issueReportDetailSchema = issueReportSchema
  .extend({ replies: z.array(issueReplySchema) })
  .meta({ id: 'IssueReportDetail' });
export type IssueReportDetail = z.infer<typeof issueReportDetailSchema>;

export const issueReplyCreateSchema = z.object({
  body: text().trim().min(1).max(ISSUE_REPLY_MAX),
});

/** How many of the organisation's reports wait for its admins (the menu badge and dashboard card). */
export const issueReportSummarySchema = z
  .object({ open: z.number().int().min(0), in_progress: z.number().int().min(0) })
  .meta({ id: 'IssueReportSummary' });
export type IssueReportSummary = z.infer<typeof issueReportSummarySchema>;

/** The public contact form (docs/product.md: public pages); it mails the product team. */
export const contactMessageSchema = z.object({
  name: text().trim().min(1).max(200),
  email: z.email().max(320),
  /** The hospital or organisation the writer belongs to, if any. */
  organisation: text().trim().max(200).optional(),
  message: text().trim().min(1).max(5000),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactReceiptSchema = z.object({ received: z.literal(true) });

/** Issue reports (a guardian's, read by the organisation's admins, with their thread) and the public contact form. */
export const issueReportsEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/issue-reports',
    body: issueReportCreateSchema,
    ok: issueReportSchema,
    status: 201,
    access: { permission: 'issueReports.create' },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/issue-reports',
    query: issueReportListQuerySchema,
    ok: issueReportPageSchema,
    access: { permission: 'issueReports.read' },
  }),
  changeStatus: defineEndpoint({
    method: 'PUT',
    path: '/issue-reports/:id',
    params: idParamsSchema,
    body: issueReportStatusChangeSchema,
    ok: issueReportSchema,
    access: { permission: 'issueReports.manage' },
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/issue-reports/summary',
    ok: issueReportSummarySchema,
    access: { permission: 'issueReports.summary' },
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/issue-reports/:id',
    params: idParamsSchema,
    ok: issueReportDetailSchema,
    access: { permission: 'issueReports.read' },
  }),
  markRead: defineEndpoint({
    method: 'PUT',
    path: '/issue-reports/:id/read',
    params: idParamsSchema,
    ok: z.undefined(),
    status: 204,
    access: { permission: 'issueReports.read' },
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/issue-reports/:id/replies',
    params: idParamsSchema,
    body: issueReplyCreateSchema,
    ok: issueReportDetailSchema,
    status: 201,
    access: { permission: 'issueReports.read' },
  }),
  screenshot: defineEndpoint({
    method: 'GET',
    path: '/issue-reports/:id/screenshot',
    params: idParamsSchema,
    file: 'image/png, image/jpeg or image/webp',
    access: { permission: 'issueReports.read' },
  }),
  contact: defineEndpoint({
    method: 'POST',
    path: '/contact',
    body: contactMessageSchema,
    ok: contactReceiptSchema,
    status: 202,
    access: { public: 'the public contact form (rate-limited per address)' },
  }),
};
