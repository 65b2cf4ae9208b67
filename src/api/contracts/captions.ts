import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Video captions (WebVTT), one track per language. Imported directly from this file, never through the
 * contracts' index: the sign-in page's first load does not need it.
 */
export const CAPTION_LANGUAGES = ['en', 'ar', 'es'] as const;
export const captionLanguageSchema = z.enum(CAPTION_LANGUAGES);
export type CaptionLanguage = z.infer<typeof captionLanguageSchema>;

/** The largest captions file a video takes, in bytes of UTF-8. */
export const CAPTIONS_MAX_BYTES = 512 * 1024;

/** One language's captions of a video. */
export const captionTrackSchema = z
  .object({
    language: captionLanguageSchema,
    cue_count: z.number().int(),
    /** ISO instant of the last change. */
    updated_at: z.string(),
    /** Where a `<track src>` loads it: a signed, expiring address (a `<track>` sends no bearer token). */
    url: z.string(),
  })
  .meta({ id: 'CaptionTrack' });
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

/** GET /api/videos/:id/captions: the video's tracks, in the order en, ar, es. */
export const captionTrackListSchema = z.array(captionTrackSchema).meta({ id: 'CaptionTrackList' });

/** PUT /api/videos/:id/captions/:language: the whole WebVTT file as text (at most CAPTIONS_MAX_BYTES). */
export const captionUploadSchema = z.strictObject({ vtt: text() }).meta({ id: 'CaptionUpload' });

export const captionParamsSchema = z.object({ id: z.uuid(), language: captionLanguageSchema });
export const captionVideoParamsSchema = z.object({ id: z.uuid() });

/*
 * A refused captions file answers 400 `{ status, code: 'InvalidCaptions', message, field: 'vtt', line? }`:
 * `message` is "Line 12: <plain words>" when a line is at fault (`line` names it, counted from 1), or plain
 * words for the whole file (too large, no cue). The error body is the contracts' apiErrorSchema.
 */

/** Each language named in its own words (a `<track label>`, a language menu). */
export const CAPTION_LANGUAGE_NAMES: Record<CaptionLanguage, string> = {
  en: 'English',
  ar: 'العربية',
  es: 'Español',
};

/** The English name of a language, for the server's messages (e.g. "Add English captions before publishing"). */
export const CAPTION_LANGUAGE_ENGLISH: Record<CaptionLanguage, string> = {
  en: 'English',
  ar: 'Arabic',
  es: 'Spanish',
};

/**
 * PUT /api/videos/caption-settings (an organisation admin; the super admin also sets it with the organisation):
 * whether publishing a video needs captions in the organisation's language. Read as `require_captions` of the
 * organisation.
 */
export const captionSettingsSchema = z
  .strictObject({ require_captions: z.boolean() })
  .meta({ id: 'CaptionSettings' });

/** A video's captions in the portal: its tracks, a language's file written or deleted, and the policy. */
export const videosCaptionsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/videos/:id/captions',
    params: captionVideoParamsSchema,
    ok: captionTrackListSchema,
    access: { permission: 'videos.captions' },
  }),
  put: defineEndpoint({
    method: 'PUT',
    path: '/videos/:id/captions/:language',
    params: captionParamsSchema,
    body: captionUploadSchema,
    ok: captionTrackSchema,
    access: { permission: 'videos.manage' },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/videos/:id/captions/:language',
    params: captionParamsSchema,
    ok: z.undefined(),
    status: 204,
    access: { permission: 'videos.manage' },
  }),
  settings: defineEndpoint({
    method: 'PUT',
    path: '/videos/caption-settings',
    body: captionSettingsSchema,
    ok: captionSettingsSchema,
    access: { permission: 'videos.manage' },
  }),
};
