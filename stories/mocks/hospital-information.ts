import { delay, HttpResponse } from 'msw';
import type {
  CmsGuardianPage,
  CmsHome,
  CmsPage,
  CmsPageList,
  CmsPreview,
  CmsPublished,
  CmsPublishResult,
  CmsSettings,
  CmsVersion,
} from '../../src/api/contracts/hospital-information.ts';
import { apiError } from './handlers.ts';
import { answer } from './endpoint.ts';
import { hospitalInformationEndpoints } from '../../src/api/contracts/index.ts';

const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();
const tr = (title: string, html: string, day = 10) => ({ title, html, updatedAt: at(day) });

const visiting: CmsPage = {
  pageNumber: 1,
  order: 0,
  visible: true,
  state: 'published',
  coverImage: null,
  content: {
    en: tr(
      'Visiting the ward',
      '<h2>Who can visit</h2><p>Parents and carers can stay <strong>day and night</strong>. Brothers and sisters are welcome until 7 pm.</p><ul><li>Wash your hands when you arrive</li><li>Ask a nurse before bringing food</li></ul><table><tbody><tr><th>Day</th><th>Quiet time</th></tr><tr><td>Every day</td><td>1 pm to 3 pm</td></tr></tbody></table>',
    ),
    ar: tr(
      'زيارة القسم',
      '<h2>من يمكنه الزيارة</h2><p>يمكن للوالدين ومقدمي الرعاية البقاء <strong>ليلًا ونهارًا</strong>. الإخوة والأخوات مرحب بهم حتى الساعة السابعة مساءً.</p><ul><li>اغسل يديك عند الوصول</li><li>اسأل الممرضة قبل إحضار الطعام</li></ul>',
    ),
    es: tr(
      'Visitar la planta',
      '<h2>Quién puede visitar</h2><p>Los padres y cuidadores pueden quedarse <strong>día y noche</strong>.</p>',
    ),
  },
  published: null,
  updatedAt: at(10),
  publishedAt: at(10, 10),
  scheduledPublishAt: null,
  scheduledUnpublishAt: null,
};
visiting.published = { coverImage: null, content: visiting.content };

const parking: CmsPage = {
  pageNumber: 2,
  order: 1,
  visible: true,
  state: 'changed',
  coverImage: null,
  content: {
    en: tr(
      'Parking and getting here',
      '<p>The car park is on Wharf Road. Parents of inpatients park free.</p>',
      12,
    ),
    ar: tr('مواقف السيارات والوصول', '<p>يقع موقف السيارات في شارع وارف.</p>', 8),
  },
  published: {
    coverImage: null,
    content: { en: tr('Parking', '<p>The car park is on Wharf Road.</p>', 8) },
  },
  updatedAt: at(12),
  publishedAt: at(8, 10),
  scheduledPublishAt: null,
  scheduledUnpublishAt: at(30, 18),
};

const food: CmsPage = {
  pageNumber: 3,
  order: 2,
  visible: false,
  state: 'draft',
  coverImage: null,
  content: { en: tr('Food and drink', '<p>The café on the ground floor opens at 8 am.</p>', 14) },
  published: null,
  updatedAt: at(14),
  publishedAt: null,
  scheduledPublishAt: at(28, 9),
  scheduledUnpublishAt: null,
};

export const cmsPages = { visiting, parking, food };
const list = (...pages: CmsPage[]): CmsPageList => ({ data: pages });

export const cmsHome: CmsHome = {
  contact: {
    phone: '+44 20 7946 0000',
    email: 'wards@stmarys.test',
    website: 'https://stmarys.test',
    address: {
      en: "St Mary's Children's Hospital\nWharf Road, London",
      ar: 'مستشفى سانت ماري للأطفال\nشارع وارف، لندن',
    },
  },
  visitingHours: { en: 'Every day, 8 am to 8 pm', ar: 'يوميًا من الثامنة صباحًا حتى الثامنة مساءً' },
};

const guardianPage = (page: CmsPage, content = page.content): CmsGuardianPage => ({
  pageNumber: page.pageNumber,
  order: page.order,
  coverImage: page.coverImage,
  content,
  publishedAt: page.publishedAt,
});

export const cmsPublished: CmsPublished = {
  ...cmsHome,
  data: [guardianPage(visiting), guardianPage(parking, parking.published?.content)],
};
const englishOnly: CmsPublished = {
  ...cmsHome,
  visitingHours: { en: 'Every day, 8 am to 8 pm' },
  data: [guardianPage(parking, parking.published?.content)],
};
const nothing: CmsPublished = {
  contact: { phone: null, email: null, website: null, address: {} },
  visitingHours: {},
  data: [],
};
export const cmsPreview: CmsPreview = {
  ...cmsHome,
  organisation_cms_content: [guardianPage(visiting), guardianPage(parking)],
};

export const cmsSettings: CmsSettings = {
  pages: [
    { pageNumber: 1, visible: true },
    { pageNumber: 2, visible: true },
    { pageNumber: 3, visible: false },
  ],
  contact: cmsHome.contact,
  visitingHours: cmsHome.visitingHours,
};

const versions: CmsVersion[] = [
  {
    id: '40000000-0000-4000-8000-000000000002',
    pageNumber: 2,
    kind: 'draft',
    coverImage: null,
    content: parking.content,
    createdAt: at(12),
    author: { id: '8d6f2c1e-3b7a-4c55-9e0d-2a1b3c4d5e6f', name: 'Amira Hassan' },
  },
  {
    id: '40000000-0000-4000-8000-000000000001',
    pageNumber: 2,
    kind: 'published',
    coverImage: null,
    content: parking.published?.content ?? {},
    createdAt: at(8, 10),
    author: null,
  },
];

const pending = async () => {
  await delay('infinite');
  return HttpResponse.json(null);
};
const serverDown = () => new HttpResponse('Bad gateway', { status: 502 });

export const cmsHandlers = {
  latest: answer(hospitalInformationEndpoints.latest, () => HttpResponse.json(list(visiting, parking, food))),
  latestNone: answer(hospitalInformationEndpoints.latest, () => HttpResponse.json(list())),
  latestPending: answer(hospitalInformationEndpoints.latest, pending),
  latestFails: answer(hospitalInformationEndpoints.latest, serverDown),
  published: answer(hospitalInformationEndpoints.published, () => HttpResponse.json(cmsPublished)),
  publishedEnglishOnly: answer(hospitalInformationEndpoints.published, () => HttpResponse.json(englishOnly)),
  publishedNone: answer(hospitalInformationEndpoints.published, () => HttpResponse.json(nothing)),
  publishedPending: answer(hospitalInformationEndpoints.published, pending),
  publishedFails: answer(hospitalInformationEndpoints.published, serverDown),
  preview: answer(hospitalInformationEndpoints.preview, () => HttpResponse.json(cmsPreview)),
  previewNone: answer(hospitalInformationEndpoints.preview, () =>
    HttpResponse.json<CmsPreview>({ ...nothing, organisation_cms_content: [] }),
  ),
  previewPending: answer(hospitalInformationEndpoints.preview, pending),
  previewFails: answer(hospitalInformationEndpoints.preview, serverDown),
  settings: answer(hospitalInformationEndpoints.settings, () => HttpResponse.json(cmsSettings)),
  settingsPending: answer(hospitalInformationEndpoints.settings, pending),
  settingsFails: answer(hospitalInformationEndpoints.settings, serverDown),
  saveSettings: answer(hospitalInformationEndpoints.saveSettings, async ({ request }) =>
    HttpResponse.json((await request.json()) as CmsSettings),
  ),
  order: answer(hospitalInformationEndpoints.order, () => HttpResponse.json(list(parking, visiting, food))),
  create: answer(hospitalInformationEndpoints.create, () =>
    HttpResponse.json<CmsPage>({ ...food, pageNumber: 4, order: 3 }, { status: 201 }),
  ),
  remove: answer(hospitalInformationEndpoints.remove, () => new HttpResponse(null, { status: 204 })),
  saveDraft: answer(hospitalInformationEndpoints.saveDraft, () =>
    HttpResponse.json<CmsPage>({ ...parking, updatedAt: at(15) }),
  ),
  saveConflict: answer(hospitalInformationEndpoints.saveDraft, () =>
    apiError({ status: 409, code: 'Conflict', message: 'The page was saved by someone else' }),
  ),
  /** Asks to confirm the missing Spanish until the request confirms it. */
  publishChecks: answer(hospitalInformationEndpoints.publish, async ({ request }) => {
    const body = (await request.json()) as { confirmTranslations?: boolean };
    const result: CmsPublishResult = body.confirmTranslations
      ? { outcome: 'published', page: { ...parking, state: 'published' } }
      : {
          outcome: 'needsConfirmation',
          check: { pageNumber: 2, missing: ['es'], outdated: ['ar'], englishUpdatedAt: at(12) },
        };
    return HttpResponse.json(result);
  }),
  unpublish: answer(hospitalInformationEndpoints.unpublish, () =>
    HttpResponse.json<CmsPage>({ ...parking, state: 'draft', published: null }),
  ),
  schedule: answer(hospitalInformationEndpoints.schedule, () =>
    HttpResponse.json({ outcome: 'scheduled', page: parking }),
  ),
  scheduleInPast: answer(hospitalInformationEndpoints.schedule, () =>
    apiError({
      status: 400,
      code: 'ValidationError',
      message: 'The time must be in the future',
      fields: [{ path: 'publishAt', message: 'hospitalInformation.timeInPast' }],
    }),
  ),
  versions: answer(hospitalInformationEndpoints.versions, () => HttpResponse.json({ data: versions })),
  restore: answer(hospitalInformationEndpoints.restore, () => HttpResponse.json(parking)),
  image: answer(hospitalInformationEndpoints.uploadImage, () =>
    HttpResponse.json(
      {
        url: '/api/organisation-cms/images/50000000-0000-4000-8000-000000000001?v=0123456789abcdef0123456789abcdef',
      },
      { status: 201 },
    ),
  ),
};
