import { delay, http, HttpResponse } from 'msw';
import type { ContentItemsResponse, OrganisationArea } from '../../src/api/contracts/index.ts';
import { fixtures } from './fixtures.ts';
import { apiError } from './handlers.ts';

const area = (n: number, name: string, description: string | null): OrganisationArea => ({
  id: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  organisation_id: fixtures.stMarys.id,
  name,
  description,
  created_at: '2026-11-01T09:00:00.000Z',
});

export const demoAreas = [area(1, 'Day surgery', 'Admissions for same-day operations'), area(2, 'Oncology ward', 'Rainbow ward, level 4'), area(3, 'Outpatients', 'Clinics and check-ups')];

const item = (n: number, name: string, code: string, enabled: boolean) => ({ id: `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`, name, code, enabled });
const catalogue = (): ContentItemsResponse => ({
  content_categories: [
    { name: 'Environments Carousel', content_items: [item(1, 'Underwater Reef', 'env-underwater-reef', false), item(2, 'Forest Walk', 'env-forest-walk', false), item(3, 'Night Sky', 'env-night-sky', true)] },
    { name: 'Experiences Carousel', content_items: [item(4, 'Meet the MRI Scanner', 'exp-mri-scanner', true), item(5, 'Your Ward Tour', 'exp-ward-tour', false)] },
    { name: 'Games Carousel', content_items: [item(6, 'Space Explorer', 'game-space-explorer', false), item(7, 'Bubble Breathing', 'game-bubble-breathing', true)] },
  ],
});

export const areaHandlers = {
  some: http.get('/api/organisations/:id/areas', () => HttpResponse.json(demoAreas)),
  none: http.get('/api/organisations/:id/areas', () => HttpResponse.json([])),
  pending: http.get('/api/organisations/:id/areas', async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  fails: http.get('/api/organisations/:id/areas', () => new HttpResponse('Bad gateway', { status: 502 })),
  items: http.get('/api/organisation-areas/:id/content-items', () => HttpResponse.json(catalogue())),
  toggle: http.post('/api/organisation-areas/:id/content-items', async ({ request }) => {
    const body = (await request.json()) as { attach_content_item_ids?: string[]; detach_content_item_ids?: string[] };
    const next = catalogue();
    for (const c of next.content_categories)
      for (const i of c.content_items) {
        if (body.attach_content_item_ids?.includes(i.id)) i.enabled = true;
        if (body.detach_content_item_ids?.includes(i.id)) i.enabled = false;
      }
    return HttpResponse.json(next);
  }),
  createSucceeds: http.post('/api/organisation-areas', async ({ request }) => {
    const body = (await request.json()) as { name: string; description: string | null };
    return HttpResponse.json<OrganisationArea>(area(9, body.name, body.description), { status: 201 });
  }),
  createTaken: http.post('/api/organisation-areas', () => apiError({ status: 409, code: 'Conflict', message: 'The organisation already has an area called "Oncology ward"' })),
};
