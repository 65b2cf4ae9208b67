import { z } from 'zod';

/** The languages a video's captions come in. */
export const captionLanguageSchema = z.enum(['en', 'ar', 'es']);
export type CaptionLanguage = z.infer<typeof captionLanguageSchema>;

/** One caption track of a video: GET /api/videos/:id/captions lists them, PUT …/:language answers one. */
export const captionTrackSchema = z.object({
  language: captionLanguageSchema,
  cue_count: z.number().int(),
  /** ISO */
  updated_at: z.string(),
  /** Where a <track src> loads it (signed: it carries no bearer token). */
  url: z.string(),
});
export type CaptionTrack = z.infer<typeof captionTrackSchema>;
