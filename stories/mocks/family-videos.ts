import { delay, HttpResponse } from 'msw';
import type { FamilyVideo } from '../../src/api/contracts/family-videos.ts';
import type { Paged } from '../../src/api/contracts/pagination.ts';
import { captionHandlers } from './captions.ts';
import { demoVideos } from './videos.ts';
import { answer } from './endpoint.ts';
import { familyVideosEndpoints } from '../../src/api/contracts/family-videos.ts';

/** What Grace's oncology ward shows her: the library's published, ready videos (the first has en + ar captions). */
export const familyVideos: FamilyVideo[] = demoVideos
  .filter((v) => v.published && v.status === 'ready')
  .map((v) => ({
    id: v.id,
    title: v.title,
    host: v.host,
    thumbnail_url: v.thumbnail_url,
    playback_url: v.playback_url,
    caption_languages: v.caption_languages,
  }));

const page = (url: URL, rows: FamilyVideo[]): Paged<FamilyVideo> => {
  const p = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('size') ?? 10);
  return { data: rows.slice((p - 1) * size, p * size), page: p, size, total: rows.length };
};

const list = (rows: FamilyVideo[]) =>
  answer(familyVideosEndpoints.list, ({ request }) => HttpResponse.json(page(new URL(request.url), rows)));

export const familyVideoHandlers = {
  /** Every video of the ward, with the first one's English and Arabic captions. */
  many: [list(familyVideos), ...captionHandlers.englishAndArabic],
  empty: [list([])],
  pending: [
    answer(familyVideosEndpoints.list, async () => {
      await delay('infinite');
      return HttpResponse.json(page(new URL('http://x/'), []));
    }),
  ],
  fails: [answer(familyVideosEndpoints.list, () => new HttpResponse('Bad gateway', { status: 502 }))],
};
