import { delay, HttpResponse } from 'msw';
import type {
  AppUser,
  AppUserDetail,
  AppUserList,
  BulkSubscriptionResult,
  Paged,
} from '../../src/api/contracts/index.ts';
import { fixtures } from './fixtures.ts';
import { apiError } from './handlers.ts';
import { demoAreas } from './areas.ts';
import { FIRST_NAMES, SURNAMES } from './names.ts';
import { answer } from './endpoint.ts';
import { requestsEndpoints, appUsersEndpoints } from '../../src/api/contracts/index.ts';

const FIRST = FIRST_NAMES;
const LAST = SURNAMES;
const statuses = [1, 2, 3, 4, 7] as const;
const day = (n: number) => new Date(Date.UTC(2026, 10, 20) - n * 86_400_000).toISOString();
const id = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const base = {
  organisation_id: fixtures.stMarys.id,
  language: null,
  child: null,
  full_name: null,
  patient_number: null,
  activated_at: null,
  last_active: null,
};

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

/** Every fourth user is in no area; the others in one of the three demo areas. */
const areasOf = (u: AppUser) => {
  const n = Number(u.id.slice(-4));
  const a = demoAreas[n % 4];
  return a ? [{ id: a.id, name: a.name }] : [];
};

const admin = '40000000-0000-4000-8000-000000000001';

/** A user's detail: the list row plus areas and a status history ending in their status. */
export const detailOf = (u: AppUser): AppUserDetail => ({
  ...u,
  app_code: u.type === 3 ? (u.child?.app_code ?? null) : null,
  date_of_birth: u.type === 3 ? '2015-06-01' : null,
  areas: areasOf(u),
  status_history:
    u.status === 4
      ? [
          { from: null, to: 3, at: u.created_at, actor_id: admin, reason: null },
          { from: 3, to: 4, at: u.activated_at ?? u.created_at, actor_id: null, reason: null },
        ]
      : [
          {
            from: null,
            to: u.status,
            at: u.created_at,
            actor_id: u.status === 1 ? null : admin,
            reason: null,
          },
        ],
});

const everyone = () => [...guardians, ...patients];
const find = (userId: unknown) => everyone().find((u) => u.id === userId);

/** Bulk outcomes as the server decides them: invalid, repeated, existing, then seats (2 left). */
const bulk = (emails: string[]): BulkSubscriptionResult[] => {
  const seen = new Set<string>();
  let seats = 2;
  return emails.map((raw, i) => {
    const email = raw.trim();
    const row = { row: i + 1, email, user_id: null };
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return { ...row, outcome: 'invalid' as const };
    if (seen.has(email.toLowerCase())) return { ...row, outcome: 'duplicate' as const };
    seen.add(email.toLowerCase());
    if (guardians.some((g) => g.email === email)) return { ...row, outcome: 'exists' as const };
    if (seats === 0) return { ...row, outcome: 'over-limit' as const };
    seats -= 1;
    return { ...row, outcome: 'created' as const, user_id: id(900 + i) };
  });
};

export const userDetailHandlers = {
  found: answer(appUsersEndpoints.detail, ({ params }) => {
    const user = find(params.user_id);
    return user
      ? HttpResponse.json(detailOf(user))
      : apiError({ status: 404, code: 'ResourceNotFound', message: 'User not found' });
  }),
  missing: answer(appUsersEndpoints.detail, () =>
    apiError({ status: 404, code: 'ResourceNotFound', message: 'User not found' }),
  ),
  pending: answer(appUsersEndpoints.detail, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  fails: answer(appUsersEndpoints.detail, () => new HttpResponse('Bad gateway', { status: 502 })),
  update: answer(appUsersEndpoints.update, async ({ params, request }) => {
    const user = find(params.user_id) as AppUser;
    const body = (await request.json()) as Partial<AppUser> & { area_ids?: string[] };
    const detail = detailOf({ ...user, ...body });
    if (body.area_ids)
      detail.areas = demoAreas
        .filter((a) => body.area_ids?.includes(a.id))
        .map((a) => ({ id: a.id, name: a.name }));
    return HttpResponse.json(detail);
  }),
  deactivate: answer(appUsersEndpoints.deactivate, ({ params }) =>
    HttpResponse.json<AppUser>({ ...(find(params.id) as AppUser), status: 2 }),
  ),
  renewSucceeds: answer(appUsersEndpoints.renew, async ({ request }) => {
    const { user_id } = (await request.json()) as { user_id: string };
    const user = guardians.find((g) => g.id === user_id) as AppUser;
    return HttpResponse.json<AppUser>({ ...user, status: 3 });
  }),
  renewNoSeats: answer(appUsersEndpoints.renew, () =>
    apiError({
      status: 409,
      code: 'SubscriptionLimitExceeded',
      message: 'All 100 seats of this organisation are taken',
    }),
  ),
};

export const subscriptionHandlers = {
  bulk: answer(appUsersEndpoints.bulkSubscribe, async ({ request }) => {
    const { emails } = (await request.json()) as { emails: string[] };
    return HttpResponse.json({ data: bulk(emails) });
  }),
  bulkFails: answer(appUsersEndpoints.bulkSubscribe, () => new HttpResponse('Bad gateway', { status: 502 })),
  patient: answer(appUsersEndpoints.createPatient, async ({ request }) => {
    const body = (await request.json()) as { first_name?: string; surname?: string; patient_number?: string };
    return HttpResponse.json<AppUser>(
      {
        ...(patients[1] as AppUser),
        first_name: body.first_name ?? '',
        surname: body.surname ?? '',
        patient_number: body.patient_number ?? null,
        id: id(998),
        status: 7,
        child: { first_name: body.first_name ?? '', app_code: 'QX7PK3' },
      },
      { status: 201 },
    );
  }),
};

/** The mocks' cursor names the page it leads to (the server's is opaque: the portal only sends it back). */
export const cursorTo = (page: number) => btoa(`page ${page}`);
/** The page a request asks for: its cursor's, or its number. */
export const askedPage = (url: URL) => {
  const cursor = url.searchParams.get('cursor');
  const led = cursor ? /^page (\d+)$/.exec(atob(cursor))?.[1] : undefined;
  return Number(led ?? url.searchParams.get('page') ?? 1);
};

const page = (url: URL): AppUserList => {
  const all = url.searchParams.get('type') === '3' ? patients : guardians;
  const p = askedPage(url);
  const size = Number(url.searchParams.get('size') ?? 10);
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const area = url.searchParams.get('areas');
  const rows = all
    .filter(
      (u) =>
        !search ||
        [u.first_name, u.surname, u.email, u.full_name, u.patient_number].some((v) =>
          v?.toLowerCase().includes(search),
        ),
    )
    .filter((u) => !area || areasOf(u).some((a) => a.id === area));
  return {
    data: rows.slice((p - 1) * size, p * size),
    page: p,
    size,
    total: rows.length,
    total_is_estimate: false,
    next_cursor: p * size < rows.length ? cursorTo(p + 1) : null,
  };
};

export const appUserHandlers = {
  many: answer(appUsersEndpoints.list, ({ request }) => HttpResponse.json(page(new URL(request.url)))),
  empty: answer(appUsersEndpoints.list, () =>
    HttpResponse.json<AppUserList>({ data: [], page: 1, size: 10, total: 0, next_cursor: null }),
  ),
  pending: answer(appUsersEndpoints.list, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  fails: answer(appUsersEndpoints.list, () => new HttpResponse('Bad gateway', { status: 502 })),
  /** A super admin who has not selected an organisation. */
  noOrganisation: answer(appUsersEndpoints.list, () =>
    apiError({ status: 403, code: 'Forbidden', message: 'Select an organisation first' }),
  ),
  inviteSucceeds: answer(appUsersEndpoints.inviteGuardian, async ({ request }) => {
    const body = (await request.json()) as Pick<AppUser, 'email' | 'first_name' | 'surname'>;
    return HttpResponse.json<AppUser>(
      { ...(guardians[0] as AppUser), ...body, id: id(999), status: 3 },
      { status: 201 },
    );
  }),
  inviteNoSeats: answer(appUsersEndpoints.inviteGuardian, () =>
    apiError({
      status: 409,
      code: 'SubscriptionLimitExceeded',
      message: 'All 100 seats of this organisation are taken',
    }),
  ),
};

const requests = guardians.filter((g) => g.status === 1);
/** A busy week: 37 requests, paged by the server as the real one does. */
const manyRequests: AppUser[] = Array.from({ length: 37 }, (_, i) => ({
  ...(guardians[(i * 5) % guardians.length] as AppUser),
  id: id(500 + i),
  status: 1,
  email: `request${i + 1}@stmarys.test`,
  first_name: FIRST[(i + 7) % FIRST.length] as string,
  surname: LAST[(i * 2) % LAST.length] as string,
  created_at: day(i),
  activated_at: null,
}));

export const requestHandlers = {
  some: answer(requestsEndpoints.list, () =>
    HttpResponse.json<Paged<AppUser>>({ data: requests, page: 1, size: 10, total: requests.length }),
  ),
  none: answer(requestsEndpoints.list, () =>
    HttpResponse.json<Paged<AppUser>>({ data: [], page: 1, size: 10, total: 0 }),
  ),
  many: answer(requestsEndpoints.list, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('size') ?? 10);
    const data = manyRequests.slice((page - 1) * size, page * size);
    return HttpResponse.json<Paged<AppUser>>({ data, page, size, total: manyRequests.length });
  }),
  /** The list's total only, as the dashboard reads it (a page of one). */
  total: (total: number) =>
    answer(requestsEndpoints.list, () =>
      HttpResponse.json<Paged<AppUser>>({ data: requests.slice(0, 1), page: 1, size: 1, total }),
    ),
  pending: answer(requestsEndpoints.list, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  fails: answer(requestsEndpoints.list, () => new HttpResponse('Bad gateway', { status: 502 })),
  approveSucceeds: answer(requestsEndpoints.approve, ({ params }) =>
    HttpResponse.json<AppUser>({ ...(requests.find((r) => r.id === params.id) as AppUser), status: 3 }),
  ),
  approveConflict: answer(requestsEndpoints.approve, () =>
    apiError({ status: 409, code: 'Conflict', message: 'An account with status 3 cannot move to status 3' }),
  ),
  declineSucceeds: answer(requestsEndpoints.decline, () => new HttpResponse(null, { status: 204 })),
};
