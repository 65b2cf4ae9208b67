import { delay, http, HttpResponse } from 'msw';
import type { AppUser, Paged } from '../../src/api/contracts/index.ts';
import { fixtures } from './fixtures.ts';
import { apiError } from './handlers.ts';

const FIRST = ['Amelia', 'Oliver', 'Isla', 'Noah', 'Ava', 'Leo', 'Mia', 'Arthur', 'Ivy', 'Oscar', 'Freya', 'Theo'];
const LAST = ['Patel', 'Jones', 'Williams', 'Khan', 'Brown', 'Taylor', 'Nowak', 'Davies', 'Evans', 'Ahmed'];
const statuses = [1, 2, 3, 4, 7] as const;
const day = (n: number) => new Date(Date.UTC(2026, 10, 20) - n * 86_400_000).toISOString();
const id = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const base = { organisation_id: fixtures.stMarys.id, language: null, child: null, full_name: null, patient_number: null, activated_at: null, last_active: null };

/** 25 guardians in every status and 60 patients known by name, number or app code only. */
export const guardians: AppUser[] = Array.from({ length: 25 }, (_, i) => ({
  ...base,
  id: id(i + 1),
  type: 2,
  status: statuses[i % 5] as AppUser['status'],
  email: `family${i + 1}@stmarys.test`,
  first_name: FIRST[i % FIRST.length] as string,
  surname: LAST[(i * 3) % LAST.length] as string,
  created_at: day(i),
  activated_at: statuses[i % 5] === 4 ? day(i) : null,
}));

export const patients: AppUser[] = Array.from({ length: 60 }, (_, i) => {
  const kind = i % 4;
  return {
    ...base,
    id: id(100 + i),
    type: 3,
    status: 4,
    email: null,
    first_name: kind === 1 ? (FIRST[i % FIRST.length] as string) : '',
    surname: kind === 1 ? (LAST[i % LAST.length] as string) : '',
    full_name: kind === 0 ? `${FIRST[(i + 3) % FIRST.length]} ${LAST[i % LAST.length]}` : null,
    patient_number: kind === 0 || kind === 2 ? `SM${10_400 + i}` : null,
    child: kind === 3 ? { first_name: '', app_code: `K${String(i).padStart(2, '7')}P3Q` } : null,
    created_at: day(i),
    last_active: i % 3 ? day(i % 9) : null,
  };
});

const page = (url: URL): Paged<AppUser> => {
  const all = url.searchParams.get('type') === '3' ? patients : guardians;
  const p = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('size') ?? 10);
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const rows = all.filter((u) => !search || [u.first_name, u.surname, u.email, u.full_name, u.patient_number].some((v) => v?.toLowerCase().includes(search)));
  return { data: rows.slice((p - 1) * size, p * size), page: p, size, total: rows.length };
};

export const appUserHandlers = {
  many: http.get('/api/users', ({ request }) => HttpResponse.json(page(new URL(request.url)))),
  empty: http.get('/api/users', () => HttpResponse.json<Paged<AppUser>>({ data: [], page: 1, size: 10, total: 0 })),
  pending: http.get('/api/users', async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  fails: http.get('/api/users', () => new HttpResponse('Bad gateway', { status: 502 })),
  inviteSucceeds: http.post('/api/users/subscriptions', async ({ request }) => {
    const body = (await request.json()) as Pick<AppUser, 'email' | 'first_name' | 'surname'>;
    return HttpResponse.json<AppUser>({ ...(guardians[0] as AppUser), ...body, id: id(999), status: 3 }, { status: 201 });
  }),
  inviteNoSeats: http.post('/api/users/subscriptions', () =>
    apiError({ status: 409, code: 'SubscriptionLimitExceeded', message: 'All 100 seats of this organisation are taken' }),
  ),
};

const requests = guardians.filter((g) => g.status === 1);

export const requestHandlers = {
  some: http.get('/api/requests', () => HttpResponse.json<Paged<AppUser>>({ data: requests, page: 1, size: 10, total: requests.length })),
  none: http.get('/api/requests', () => HttpResponse.json<Paged<AppUser>>({ data: [], page: 1, size: 10, total: 0 })),
  pending: http.get('/api/requests', async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  fails: http.get('/api/requests', () => new HttpResponse('Bad gateway', { status: 502 })),
  approveSucceeds: http.post('/api/requests/:id/approve', ({ params }) =>
    HttpResponse.json<AppUser>({ ...(requests.find((r) => r.id === params.id) as AppUser), status: 3 }),
  ),
  approveConflict: http.post('/api/requests/:id/approve', () =>
    apiError({ status: 409, code: 'Conflict', message: 'An account with status 3 cannot move to status 3' }),
  ),
  declineSucceeds: http.post('/api/requests/:id/decline', () => new HttpResponse(null, { status: 204 })),
};
