import { z } from 'zod';
import { text } from './text.ts';
import { languageSchema } from './organisation.ts';
import { pageQuerySchema, pagedSchema } from './pagination.ts';
import { defineEndpoint } from './endpoint.ts';

/** How registration went, as the family chooses it on the feedback page. */
export const FEEDBACK_CATEGORIES = ['easy', 'difficult', 'suggestion', 'problem', 'other'] as const;
export const feedbackCategorySchema = z.enum(FEEDBACK_CATEGORIES);
export type FeedbackCategory = z.infer<typeof feedbackCategorySchema>;

export const FEEDBACK_TEXT_MAX = 2000;

/** The e-mailed one-use token (the same shape as the other e-mailed links' tokens). */
const feedbackToken = text().trim().min(20).max(200);

/** GET /api/registration_feedback/token/:token */
export const feedbackTokenParamsSchema = z.object({ token: feedbackToken });
export const feedbackTokenStatusSchema = z.object({ valid: z.boolean() }).meta({ id: 'FeedbackTokenStatus' });
export type FeedbackTokenStatus = z.infer<typeof feedbackTokenStatusSchema>;

/** PUT /api/registration_feedback */
export const feedbackSubmitSchema = z
  .strictObject({
    token: feedbackToken,
    category: feedbackCategorySchema,
    text: text().trim().min(1, { message: 'feedback.textRequired' }).max(FEEDBACK_TEXT_MAX),
  })
  .meta({ id: 'FeedbackSubmit' });
export type FeedbackSubmit = z.infer<typeof feedbackSubmitSchema>;

export const feedbackReceivedSchema = z
  .object({ received: z.literal(true) })
  .meta({ id: 'FeedbackReceived' });

/** GET /api/registration-feedback: an admin's list of their organisation's feedback. */
export const feedbackListQuerySchema = pageQuerySchema.extend({
  category: feedbackCategorySchema.optional(),
  search: text().trim().max(100).optional(),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;

export const feedbackEntrySchema = z.object({
  id: z.uuid(),
  category: feedbackCategorySchema,
  text: text(),
  language: languageSchema,
  received_at: z.iso.datetime(),
  /** The family who registered; null once their account is deleted. */
  user_id: z.uuid().nullable(),
  first_name: text().nullable(),
  surname: text().nullable(),
  email: text().nullable(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;
export const feedbackPageSchema = pagedSchema(feedbackEntrySchema).meta({ id: 'FeedbackPage' });

/** The feedback calls: the e-mailed link's two public calls, and the admins' list. */
export const feedbackEndpoints = {
  tokenStatus: defineEndpoint({
    method: 'GET',
    path: '/registration_feedback/token/:token',
    params: feedbackTokenParamsSchema,
    ok: feedbackTokenStatusSchema,
    access: { public: 'the feedback page checks the e-mailed link before showing its form' },
  }),
  send: defineEndpoint({
    method: 'PUT',
    path: '/registration_feedback',
    body: feedbackSubmitSchema,
    ok: feedbackReceivedSchema,
    access: { public: 'the e-mailed token is the credential' },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/registration-feedback',
    query: feedbackListQuerySchema,
    ok: feedbackPageSchema,
    access: { permission: 'feedback.read' },
  }),
};
