import { delay, http, HttpResponse } from 'msw';
import type { OrganisationVideo, Paged, VideoCreated } from '../../src/api/contracts/index.ts';
import { demoAreas } from './areas.ts';
import { fixtures } from './fixtures.ts';
import { answer } from './endpoint.ts';
import { areasVideosEndpoints } from '../../src/api/contracts/index.ts';
import { videosEndpoints } from '../../src/api/contracts/index.ts';

const id = (n: number) => `50000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const TITLES = [
  'Meet the MRI scanner',
  'Your ward tour',
  'Theatre day',
  'Bubble breathing',
  'Night sky',
  'What happens in day surgery',
  'Meet the play team',
  'Going home',
  'Blood tests',
  'Your first night',
  'Physio games',
  'The hospital school',
];

export const demoVideos: OrganisationVideo[] = Array.from({ length: 24 }, (_, i) => ({
  id: id(i + 1),
  video_id: id(i + 1),
  organisation_id: fixtures.stMarys.id,
  title: `${TITLES[i % TITLES.length]}${i >= TITLES.length ? ' (part 2)' : ''}`,
  status: i === 2 ? 'uploading' : 'ready',
  host: 'local',
  vimeo_id: null,
  size: 40_000_000 + i * 1_000_000,
  filetype: 'video/mp4',
  thumbnail_url: null,
  playback_url: i === 2 ? null : `/api/organisation-videos/${id(i + 1)}/file?exp=1&sig=story`,
  published: i % 3 !== 1,
  areas: i % 2 ? [{ id: demoAreas[i % 3]?.id ?? '', name: demoAreas[i % 3]?.name ?? '' }] : [],
  caption_languages: i === 0 ? ['en', 'ar'] : i === 3 ? ['en', 'es'] : [],
  created_at: new Date(Date.UTC(2026, 10, 20) - i * 86_400_000).toISOString(),
  updated_at: new Date(Date.UTC(2026, 10, 20) - i * 86_400_000).toISOString(),
}));

const page = (url: URL): Paged<OrganisationVideo> => {
  const p = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('size') ?? 10);
  const keyword = (url.searchParams.get('keyword') ?? '').toLowerCase();
  const published = url.searchParams.get('published');
  const rows = demoVideos
    .filter((v) => !keyword || v.title.toLowerCase().includes(keyword))
    .filter((v) => published === null || String(v.published) === published);
  return { data: rows.slice((p - 1) * size, p * size), page: p, size, total: rows.length };
};

const areaPage = (url: URL, subscribed: boolean) => {
  const p = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('size') ?? 10);
  const rows = demoVideos
    .map((v, i) => ({ ...v, in_area: i % 2 === 1, disabled: i % 4 === 3 }))
    // strict (the default): only the area's own videos.
    .filter((v) => url.searchParams.get('strict') === 'false' || v.in_area)
    .filter((v) => !subscribed || (v.in_area && !v.disabled && v.published && v.status === 'ready'));
  return { data: rows.slice((p - 1) * size, p * size), page: p, size, total: rows.length };
};

export const areaVideoHandlers = {
  content: answer(areasVideosEndpoints.list, ({ request }) =>
    HttpResponse.json(areaPage(new URL(request.url), false)),
  ),
  subscribed: answer(areasVideosEndpoints.userVideos, ({ request }) =>
    HttpResponse.json(areaPage(new URL(request.url), true)),
  ),
  noneSubscribed: answer(areasVideosEndpoints.userVideos, () =>
    HttpResponse.json({ data: [], page: 1, size: 10, total: 0 }),
  ),
  noneInArea: answer(areasVideosEndpoints.list, () =>
    HttpResponse.json({ data: [], page: 1, size: 10, total: 0 }),
  ),
  fails: answer(areasVideosEndpoints.list, () => new HttpResponse('Bad gateway', { status: 502 })),
  include: answer(areasVideosEndpoints.add, () => new HttpResponse(null, { status: 204 })),
  exclude: answer(areasVideosEndpoints.remove, () => new HttpResponse(null, { status: 204 })),
  disable: answer(areasVideosEndpoints.disable, () => new HttpResponse(null, { status: 204 })),
};

export const videoHandlers = {
  many: answer(videosEndpoints.list, ({ request }) => HttpResponse.json(page(new URL(request.url)))),
  empty: answer(videosEndpoints.list, () =>
    HttpResponse.json<Paged<OrganisationVideo>>({ data: [], page: 1, size: 10, total: 0 }),
  ),
  pending: answer(videosEndpoints.list, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  fails: answer(videosEndpoints.list, () => new HttpResponse('Bad gateway', { status: 502 })),
  /** Every title but the file's own is free; 'Theatre day' is taken. */
  titleCheck: answer(videosEndpoints.titleCheck, ({ request }) =>
    HttpResponse.json({
      exists: new URL(request.url).searchParams.get('title')?.toLowerCase() === 'theatre day',
    }),
  ),
  save: answer(videosEndpoints.update, async ({ params, request }) =>
    HttpResponse.json<OrganisationVideo>({
      ...(demoVideos[0] as OrganisationVideo),
      ...((await request.json()) as object),
      id: String(params.video_id),
      areas: [],
    }),
  ),
  setAreas: answer(videosEndpoints.setAreas, () => HttpResponse.json({ data: [] })),
  /** Announcing works; the tus endpoint is answered by the story's own handlers. */
  announce: answer(videosEndpoints.create, async ({ request }) => {
    const body = (await request.json()) as { title: string; size: number; filetype: string };
    const video = {
      ...(demoVideos[0] as OrganisationVideo),
      id: id(900),
      video_id: id(900),
      title: body.title,
      size: body.size,
      status: 'uploading' as const,
      published: false,
      playback_url: null,
    };
    return HttpResponse.json<VideoCreated>(
      {
        data: video,
        upload: {
          endpoint: '/api/uploads',
          upload_link: null,
          metadata: { video_id: video.id, filetype: body.filetype },
        },
      },
      { status: 201 },
    );
  }),
  uploaded: answer(videosEndpoints.uploaded, ({ params }) =>
    HttpResponse.json<OrganisationVideo>({
      ...(demoVideos[0] as OrganisationVideo),
      id: String(params.video_id),
      status: 'ready',
    }),
  ),
  /** A tus server that takes everything at once. */
  tusCreate: http.post(
    '/api/uploads',
    () =>
      new HttpResponse(null, {
        status: 201,
        headers: { location: `/api/uploads/${id(900)}`, 'tus-resumable': '1.0.0' },
      }),
  ),
  tusPatch: http.patch('/api/uploads/:id', async ({ request }) => {
    const offset = Number(request.headers.get('upload-offset')) + (await request.arrayBuffer()).byteLength;
    return new HttpResponse(null, {
      status: 204,
      headers: { 'upload-offset': String(offset), 'tus-resumable': '1.0.0' },
    });
  }),
};
