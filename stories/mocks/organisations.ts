import { delay, HttpResponse } from 'msw';
import {
  MAX_PAGE_SIZE,
  type Organisation,
  type OrganisationListItem,
  type Paged,
} from '../../src/api/contracts/index.ts';
import { fixtures } from './fixtures.ts';
import { apiError } from './handlers.ts';
import { answer } from './endpoint.ts';
import { organisationsEndpoints } from '../../src/api/contracts/index.ts';
import { organisationsAssetsEndpoints } from '../../src/api/contracts/index.ts';

const names = [
  'Royal Alexandra Children’s Hospital',
  'Birmingham Children’s Hospital',
  'Alder Hey (demo)',
  'Evelina London (demo)',
  'Sheffield Children’s (demo)',
  'Leeds General Infirmary (demo)',
  'Bristol Royal (demo)',
  'Noah’s Ark Cardiff (demo)',
  'Royal Hospital for Children Glasgow (demo)',
  'Great North Children’s (demo)',
  'Oxford Children’s (demo)',
  'Southampton Children’s (demo)',
  'Nottingham Children’s (demo)',
  'Hospital Sant Joan de Déu (demo)',
  'مستشفى الأطفال التخصصي (demo)',
  'Hospital Infantil (demo)',
  'Leicester Children’s (demo)',
  'Manchester Children’s (demo)',
  'Cambridge Children’s (demo)',
  'Belfast Children’s (demo)',
  'Edinburgh Sick Children (demo)',
  'Plymouth Children’s (demo)',
];

/** 23 organisations, newest first, St Mary's among them. */
export const organisationList: Organisation[] = [
  fixtures.stMarys,
  ...names.map((name, i) => ({
    ...fixtures.stMarys,
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    name,
    url_code: `org-${i + 1}`,
    language: (i % 5 === 0 ? 'es' : i % 7 === 0 ? 'ar' : 'en') as Organisation['language'],
    area_seats: 20 + i * 5,
    features: i % 3 === 0 ? ['VideoContent'] : ['VideoContent', 'Questionnaires', 'xplr-fea-quiz'],
    family_link_approval: 'admin' as const,
    assent_age: 12,
    control_age: 16,
    family_languages: ['en' as const, 'ar' as const, 'es' as const],
  })),
];

/** A row of the list: its seats now are its area seats (these have no running pack). */
const page = (all: Organisation[], url: URL): Paged<OrganisationListItem> => {
  const p = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('size') ?? 10);
  const keyword = (url.searchParams.get('keyword') ?? '').toLowerCase();
  const matching = all.filter(
    (o) => !keyword || o.name.toLowerCase().includes(keyword) || o.url_code.includes(keyword),
  );
  const data = matching.slice((p - 1) * size, p * size).map((o) => ({ ...o, seats: o.area_seats }));
  return { data, page: p, size, total: matching.length };
};

export const organisationHandlers = {
  many: answer(organisationsEndpoints.list, ({ request }) => {
    const url = new URL(request.url);
    // As the API: at most MAX_PAGE_SIZE rows a page.
    if (Number(url.searchParams.get('size')) > MAX_PAGE_SIZE)
      return apiError({
        status: 400,
        code: 'ValidationError',
        message: 'Invalid query',
        fields: [{ path: 'size', message: 'Too big' }],
      });
    return HttpResponse.json(page(organisationList, url));
  }),
  empty: answer(organisationsEndpoints.list, () =>
    HttpResponse.json<Paged<Organisation>>({ data: [], page: 1, size: 10, total: 0 }),
  ),
  pending: answer(organisationsEndpoints.list, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  fails: answer(organisationsEndpoints.list, () => new HttpResponse('Bad gateway', { status: 502 })),
  createEchoes: answer(organisationsEndpoints.create, async ({ request }) => {
    const body = (await request.json()) as Partial<Organisation>;
    return HttpResponse.json<Organisation>(
      { ...fixtures.stMarys, ...body, id: '00000000-0000-4000-8000-999999999999' },
      { status: 201 },
    );
  }),
  createConflict: answer(organisationsEndpoints.create, () =>
    apiError({
      status: 409,
      code: 'Conflict',
      message: 'The organisation code "stmarys" is already used by another organisation',
    }),
  ),
  deleteBlocked: answer(organisationsEndpoints.remove, () =>
    apiError({
      status: 409,
      code: 'Conflict',
      message: '"St Mary\'s" still has 4 user accounts: remove them before the organisation',
    }),
  ),
  deleteSucceeds: answer(organisationsEndpoints.remove, () => new HttpResponse(null, { status: 204 })),
  /** A 1×1 PNG is stored; the organisation answers with the image's versioned address. */
  uploadLogo: answer(organisationsAssetsEndpoints.upload, ({ params }) => {
    const organisation = organisationList.find((o) => o.id === params.id) as Organisation;
    const url = `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==`;
    return HttpResponse.json<Organisation>({
      ...organisation,
      ...(params.kind === 'logo' ? { logo_url: url } : { white_logo_url: url }),
    });
  }),
};
