import { delay, HttpResponse } from 'msw';
import type { ContentItemsResponse, OrganisationArea, UserArea } from '../../src/api/contracts/index.ts';
import { fixtures } from './fixtures.ts';
import { apiError } from './handlers.ts';
import { answer } from './endpoint.ts';
import { areasEndpoints, areasMembershipsEndpoints } from '../../src/api/contracts/index.ts';

const area = (n: number, name: string, description: string | null): OrganisationArea => ({
  id: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  organisation_id: fixtures.stMarys.id,
  name,
  description,
  created_at: '2026-11-01T09:00:00.000Z',
});

const daySurgery = area(1, 'Day surgery', 'Admissions for same-day operations');
const oncologyWard = area(2, 'Oncology ward', 'Rainbow ward, level 4');
const outpatients = area(3, 'Outpatients', 'Clinics and check-ups');
export const demoAreas = [daySurgery, oncologyWard, outpatients];
export const demoArea = { daySurgery, oncologyWard, outpatients };

const itemId = (n: number) => `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const item = (n: number, name: string, code: string, enabled: boolean) => ({
  id: itemId(n),
  name,
  code,
  enabled,
});
const catalogue = (): ContentItemsResponse => ({
  content_categories: [
    {
      name: 'Environments Carousel',
      content_items: [
        item(1, 'Underwater Reef', 'env-underwater-reef', false),
        item(2, 'Forest Walk', 'env-forest-walk', false),
        item(3, 'Night Sky', 'env-night-sky', true),
      ],
    },
    {
      name: 'Experiences Carousel',
      content_items: [
        item(4, 'Meet the MRI Scanner', 'exp-mri-scanner', true),
        item(5, 'Your Ward Tour', 'exp-ward-tour', false),
      ],
    },
    {
      name: 'Games Carousel',
      content_items: [
        item(6, 'Space Explorer', 'game-space-explorer', false),
        item(7, 'Bubble Breathing', 'game-bubble-breathing', true),
      ],
    },
  ],
});

export const areaHandlers = {
  some: answer(areasEndpoints.list, () => HttpResponse.json(demoAreas)),
  none: answer(areasEndpoints.list, () => HttpResponse.json([])),
  pending: answer(areasEndpoints.list, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  fails: answer(areasEndpoints.list, () => new HttpResponse('Bad gateway', { status: 502 })),
  items: answer(areasEndpoints.contentItems, () => HttpResponse.json(catalogue())),
  toggle: answer(areasEndpoints.changeContentItems, async ({ request }) => {
    const body = (await request.json()) as {
      attach_content_item_ids?: string[];
      detach_content_item_ids?: string[];
    };
    const next = catalogue();
    for (const c of next.content_categories)
      for (const i of c.content_items) {
        if (body.attach_content_item_ids?.includes(i.id)) i.enabled = true;
        if (body.detach_content_item_ids?.includes(i.id)) i.enabled = false;
      }
    return HttpResponse.json(next);
  }),
  createSucceeds: answer(areasEndpoints.create, async ({ request }) => {
    const body = (await request.json()) as { name: string; description: string | null };
    return HttpResponse.json<OrganisationArea>(area(9, body.name, body.description), { status: 201 });
  }),
  createTaken: answer(areasEndpoints.create, () =>
    apiError({
      status: 409,
      code: 'Conflict',
      message: 'The organisation already has an area called "Oncology ward"',
    }),
  ),
};

/** What the demo areas offer a family: most items of each carousel, Forest Walk not (so it is never listed). */
const offer = (): ContentItemsResponse => ({
  content_categories: catalogue().content_categories.map((c) => ({
    ...c,
    content_items: c.content_items.map((i) => ({ ...i, enabled: i.name !== 'Forest Walk' })),
  })),
});
export const itemIds = {
  reef: itemId(1),
  nightSky: itemId(3),
  mri: itemId(4),
  spaceExplorer: itemId(6),
  bubbles: itemId(7),
};

const manyAreas = Array.from({ length: 24 }, (_, i) =>
  area(
    100 + i,
    `Ward ${String(i + 1).padStart(2, '0')} — ${['Cardiology', 'Neurology', 'Orthopaedics', 'Neonatal care', 'Day surgery', 'Respiratory'][i % 6]}`,
    i % 3 ? 'Level ' + String((i % 5) + 1) : null,
  ),
);

const userArea = (n: number, of: OrganisationArea, chosen: string[]): UserArea => ({
  id: `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  user_id: fixtures.guardian.id,
  organisation_area_id: of.id,
  name: of.name,
  content_item_ids: chosen,
  created_at: '2026-11-02T10:00:00.000Z',
});

/** The guardian is in the oncology ward (a night sky, the MRI tour and bubble breathing chosen) and outpatients (nothing yet). */
const oncologyMembership = userArea(1, oncologyWard, [itemIds.nightSky, itemIds.mri, itemIds.bubbles]);
export const demoUserArea = { oncology: oncologyMembership };
export const demoUserAreas = [oncologyMembership, userArea(2, outpatients, [])];
const manyUserAreas = manyAreas
  .slice(0, 12)
  .map((a, i) => userArea(100 + i, a, i % 2 ? [itemIds.reef, itemIds.bubbles] : []));

export const userAreaHandlers = {
  mine: answer(areasMembershipsEndpoints.list, () => HttpResponse.json<UserArea[]>(demoUserAreas)),
  none: answer(areasMembershipsEndpoints.list, () => HttpResponse.json<UserArea[]>([])),
  many: answer(areasMembershipsEndpoints.list, () => HttpResponse.json<UserArea[]>(manyUserAreas)),
  pending: answer(areasMembershipsEndpoints.list, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  fails: answer(areasMembershipsEndpoints.list, () => new HttpResponse('Bad gateway', { status: 502 })),
  offered: answer(areasEndpoints.contentItems, () => HttpResponse.json<ContentItemsResponse>(offer())),
  offersNothing: answer(areasEndpoints.contentItems, () =>
    HttpResponse.json<ContentItemsResponse>({
      content_categories: offer().content_categories.map((c) => ({
        ...c,
        content_items: c.content_items.map((i) => ({ ...i, enabled: false })),
      })),
    }),
  ),
  offeredMany: answer(areasEndpoints.contentItems, () =>
    HttpResponse.json<ContentItemsResponse>({
      content_categories: offer().content_categories.map((c) =>
        c.name === 'Games Carousel'
          ? {
              ...c,
              content_items: Array.from({ length: 30 }, (_, i) =>
                item(
                  200 + i,
                  `Game ${String(i + 1).padStart(2, '0')}: ${['Space Explorer', 'Bubble Breathing', 'Ocean Dive', 'Star Catcher', 'Calm Garden'][i % 5]}`,
                  `game-${String(i)}`,
                  true,
                ),
              ),
            }
          : c,
      ),
    }),
  ),
  offeredPending: answer(areasEndpoints.contentItems, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  manyOrganisationAreas: answer(areasEndpoints.list, () => HttpResponse.json<OrganisationArea[]>(manyAreas)),
  onlyJoinedOrganisationAreas: answer(areasEndpoints.list, () =>
    HttpResponse.json<OrganisationArea[]>([oncologyWard, outpatients]),
  ),
  addSucceeds: answer(areasMembershipsEndpoints.add, async ({ request }) => {
    const body = (await request.json()) as { organisation_area_ids: string[] };
    const added = demoAreas
      .filter((a) => body.organisation_area_ids.includes(a.id))
      .map((a, i) => userArea(10 + i, a, []));
    return HttpResponse.json<UserArea[]>([...demoUserAreas, ...added]);
  }),
  addFails: answer(areasMembershipsEndpoints.add, () => new HttpResponse('Bad gateway', { status: 502 })),
  removeSucceeds: answer(areasMembershipsEndpoints.remove, () => new HttpResponse(null, { status: 204 })),
  chooseSucceeds: answer(areasMembershipsEndpoints.setContentItems, async ({ params, request }) => {
    const body = (await request.json()) as { content_item_ids: string[] };
    const membership =
      demoUserAreas.find((a) => a.organisation_area_id === params.organisation_area_id) ?? oncologyMembership;
    return HttpResponse.json<UserArea>({ ...membership, content_item_ids: body.content_item_ids });
  }),
  chooseNotMember: answer(areasMembershipsEndpoints.setContentItems, () =>
    apiError({ status: 404, code: 'ResourceNotFound', message: 'User area not found' }),
  ),
};
