import { z } from 'zod';
import { captionLanguageSchema } from './captions.ts';
import { pageQuerySchema, pagedSchema } from './pagination.ts';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * GET /api/families/videos: the videos a guardian's areas show (published, ready, not switched off in the
 * area), newest first. Imported directly from this file, never through the contracts' index: the sign-in
 * page's first load does not need it.
 */
export const familyVideoSchema = z
  .object({
    id: z.uuid(),
    title: text(),
    /** Where it is played: `playback_url` is a file for a `<video>` (local) or Vimeo's player (an iframe). */
    host: z.enum(['local', 'vimeo']),
    thumbnail_url: text().nullable(),
    /** Where the portal plays it: a short-lived signed address (local) or the host's player. */
    playback_url: text().nullable(),
    /** The languages it has captions in, in the order en, ar, es (GET /api/videos/:id/captions: the tracks). */
    caption_languages: z.array(captionLanguageSchema),
  })
  .meta({ id: 'FamilyVideo' });
export type FamilyVideo = z.infer<typeof familyVideoSchema>;

export const familyVideoPageSchema = pagedSchema(familyVideoSchema).meta({ id: 'FamilyVideoPage' });

export const familyVideoQuerySchema = pageQuerySchema;

/** The videos a guardian's areas show. */
export const familyVideosEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/families/videos',
    query: familyVideoQuerySchema,
    ok: familyVideoPageSchema,
    access: { permission: 'videos.watch' },
  }),
};
