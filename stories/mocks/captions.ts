import { delay, http, HttpResponse } from 'msw';
import type { CaptionLanguage, CaptionTrack } from '../../src/api/contracts/captions.ts';
import { apiError } from './handlers.ts';
import { demoVideos } from './videos.ts';
import { answer } from './endpoint.ts';
import { videosCaptionsEndpoints } from '../../src/api/contracts/captions.ts';

/** The library's first video, "Meet the MRI scanner": English and Arabic captions. */
export const captionedVideo = demoVideos[0] as (typeof demoVideos)[number];

export const ENGLISH_VTT = `WEBVTT

00:00:01.000 --> 00:00:04.500
Hello! This is the MRI scanner.

00:00:05.000 --> 00:00:08.250
It makes loud knocking sounds.

00:01:02.000 --> 00:01:05.700
You can listen to music inside.
`;

export const ARABIC_VTT = `WEBVTT

00:00:01.000 --> 00:00:04.500
مرحبًا! هذا جهاز الرنين المغناطيسي.

00:00:05.000 --> 00:00:08.250
يصدر أصوات طرق عالية.

00:01:02.000 --> 00:01:05.700
يمكنك الاستماع إلى الموسيقى في الداخل.
`;

const TEXTS: Partial<Record<CaptionLanguage, string>> = { en: ENGLISH_VTT, ar: ARABIC_VTT };

const track = (language: CaptionLanguage, videoId: string, version = 1): CaptionTrack => ({
  language,
  cue_count: 3,
  updated_at: new Date(Date.UTC(2026, 10, 20, 9, 30) + version * 60_000).toISOString(),
  url: `/api/videos/${videoId}/captions/${language}.vtt?v=${String(version)}&exp=1&sig=story`,
});

/** What the portal sent (PUT bodies and deletions): the stories' assertions read it. */
export const captionRequests: { method: string; language: string; vtt?: string }[] = [];

const list = (languages: CaptionLanguage[]) =>
  answer(videosCaptionsEndpoints.list, ({ params }) =>
    HttpResponse.json(languages.map((l) => track(l, String(params.id)))),
  );

export const captionHandlers = {
  /** English and Arabic captions, and the text of each. */
  englishAndArabic: [
    list(['en', 'ar']),
    http.get('/api/videos/:id/captions/:file', ({ params }) => {
      const text = TEXTS[String(params.file).replace(/\.vtt$/, '') as CaptionLanguage];
      return text
        ? new HttpResponse(text, { headers: { 'content-type': 'text/vtt; charset=utf-8' } })
        : new HttpResponse(null, { status: 404 });
    }),
  ],
  none: [list([])],
  pending: [
    answer(videosCaptionsEndpoints.list, async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
  ],
  fails: [answer(videosCaptionsEndpoints.list, () => new HttpResponse('Bad gateway', { status: 502 }))],
  /** A save answers the new track. */
  save: answer(videosCaptionsEndpoints.put, async ({ params, request }) => {
    const { vtt } = (await request.json()) as { vtt: string };
    const language = String(params.language) as CaptionLanguage;
    captionRequests.push({ method: 'PUT', language, vtt });
    return HttpResponse.json(track(language, String(params.id), 2));
  }),
  /** The server refuses the file: a cue of line 7 ends after the video. */
  refuse: answer(videosCaptionsEndpoints.put, async ({ params, request }) => {
    const { vtt } = (await request.json()) as { vtt: string };
    captionRequests.push({ method: 'PUT', language: String(params.language), vtt });
    return HttpResponse.json(
      {
        status: 400,
        code: 'InvalidCaptions',
        message: 'Line 7: this cue ends at 00:08.250, after the video ends (00:07.000)',
        field: 'vtt',
        line: 7,
      },
      { status: 400 },
    );
  }),
  /** A file that is not WebVTT at all. */
  notVtt: answer(videosCaptionsEndpoints.put, ({ params }) => {
    captionRequests.push({ method: 'PUT', language: String(params.language) });
    return apiError({
      status: 400,
      code: 'InvalidCaptions',
      message: 'Line 1: the file does not start with WEBVTT, so it is not a WebVTT caption file',
    });
  }),
  remove: answer(videosCaptionsEndpoints.remove, ({ params }) => {
    captionRequests.push({ method: 'DELETE', language: String(params.language) });
    return new HttpResponse(null, { status: 204 });
  }),
};
