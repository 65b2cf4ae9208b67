import { delay, HttpResponse } from 'msw';
import {
  dueDayOf,
  type DataRequest,
  type DataRequestState,
  type DeletionPreview,
} from '../../src/api/contracts/data-requests.ts';
import type { Paged } from '../../src/api/contracts/pagination.ts';
import { fixtures } from './fixtures.ts';
import { apiError } from './handlers.ts';
import { answer } from './endpoint.ts';
import { dataRequestsEndpoints } from '../../src/api/contracts/data-requests.ts';

const DAY = 86_400_000;
const id = (n: number) => `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A request received `daysAgo` days before now, so that its clock reads the same whenever the story runs. */
const request = (n: number, daysAgo: number, over: Partial<DataRequest> = {}): DataRequest => {
  const received = new Date(Date.now() - daysAgo * DAY).toISOString();
  return {
    id: id(n),
    organisation_id: fixtures.stMarys.id,
    kind: 'deletion',
    state: 'received',
    requester: { id: id(100 + n), name: `Family ${n}`, email: `family${n}@family.test` },
    reason: null,
    received_at: received,
    due_on: dueDayOf(received),
    decided_at: null,
    refusal_reason: null,
    done_at: null,
    ...over,
  };
};

/** St Mary's queue: one overdue, one due soon, one with time, and decided ones. */
export const demoRequests: DataRequest[] = [
  request(1, 40, { requester: { id: id(101), name: 'Oliver Jones', email: 'oliver.jones@family.test' } }),
  request(2, 25, { requester: { id: id(102), name: 'Grace Okafor', email: 'grace.okafor@family.test' } }),
  request(3, 2, { requester: { id: id(103), name: 'Nadia Rahman', email: 'nadia.rahman@family.test' } }),
  request(4, 50, {
    state: 'refused',
    decided_at: new Date(Date.now() - 45 * DAY).toISOString(),
    refusal_reason: 'The answers are part of an ongoing safeguarding record.',
  }),
  request(5, 60, {
    state: 'done',
    requester: { id: id(105), name: '', email: null },
    decided_at: new Date(Date.now() - 55 * DAY).toISOString(),
    done_at: new Date(Date.now() - 55 * DAY).toISOString(),
  }),
];

const paged = (rows: DataRequest[], url: string): Paged<DataRequest> => {
  const q = new URL(url).searchParams;
  const size = Number(q.get('size') ?? 10);
  const p = Number(q.get('page') ?? 1);
  return { data: rows.slice((p - 1) * size, p * size), page: p, size, total: rows.length };
};

/** A queue that remembers decisions (as long as the story's handlers live). */
/** Grace's deletion: Tobi goes with her; Ama stays, her father is linked too. */
const child = (id: string, first_name: string) => ({
  id,
  first_name,
  surname: 'Okafor',
  full_name: null,
  patient_number: null,
  app_code: null,
});
const deletionPreview: DeletionPreview = {
  erased: [child('30000000-0000-4000-8000-000000000001', 'Tobi')],
  kept: [child('30000000-0000-4000-8000-000000000002', 'Ama')],
};

const deciding = () => {
  const rows = demoRequests.map((r) => ({ ...r }));
  const decide = (rid: unknown, state: DataRequestState, refusal: string | null) => {
    const index = rows.findIndex((r) => r.id === rid);
    const found = rows[index];
    if (!found) return apiError({ status: 404, code: 'ResourceNotFound', message: 'Data request not found' });
    if (found.state !== 'received')
      return apiError({ status: 409, code: 'Conflict', message: 'This request was already decided' });
    const decided: DataRequest = {
      ...found,
      state,
      decided_at: new Date().toISOString(),
      refusal_reason: refusal,
    };
    rows[index] = decided;
    return HttpResponse.json<DataRequest>(decided);
  };
  return [
    answer(dataRequestsEndpoints.preview, () => HttpResponse.json<DeletionPreview>(deletionPreview)),
    answer(dataRequestsEndpoints.list, ({ request: r }) => HttpResponse.json(paged(rows, r.url))),
    answer<{ id: string }>(dataRequestsEndpoints.approve, ({ params }) =>
      decide(params.id, 'approved', null),
    ),
    answer<{ id: string }>(dataRequestsEndpoints.refuse, async ({ params, request: r }) =>
      decide(params.id, 'refused', ((await r.json()) as { reason: string }).reason),
    ),
  ];
};

export const dataRequestQueueHandlers = {
  list: answer(dataRequestsEndpoints.list, ({ request: r }) => HttpResponse.json(paged(demoRequests, r.url))),
  none: answer(dataRequestsEndpoints.list, ({ request: r }) => HttpResponse.json(paged([], r.url))),
  pending: answer(dataRequestsEndpoints.list, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  fails: answer(dataRequestsEndpoints.list, () => new HttpResponse('Bad gateway', { status: 502 })),
  deciding,
  previewFails: answer(dataRequestsEndpoints.preview, () =>
    apiError({ status: 500, code: 'InteralServerError', message: 'Something went wrong' }),
  ),
};

/** The guardian's own requests and their download; `asking` remembers a new request. */
const mine = (initial: DataRequest[]) => {
  const rows = [...initial];
  return [
    answer(dataRequestsEndpoints.mine, () => HttpResponse.json<DataRequest[]>(rows)),
    answer(dataRequestsEndpoints.create, () => {
      if (rows.some((r) => r.state === 'received' || r.state === 'approved'))
        return apiError({ status: 409, code: 'Conflict', message: 'A request is already open' });
      const created = request(10, 0, {
        requester: { id: fixtures.guardian.id, name: 'Grace Okafor', email: null },
      });
      rows.unshift(created);
      return HttpResponse.json<DataRequest>(created, { status: 201 });
    }),
    answer(dataRequestsEndpoints.exportData, ({ request: r }) =>
      new URL(r.url).searchParams.get('format') === 'html'
        ? new HttpResponse('<h1>Your data</h1>', { headers: { 'content-type': 'text/html' } })
        : HttpResponse.json({ resourceType: 'Bundle', type: 'collection', entry: [] }),
    ),
  ];
};

export const myDataRequestHandlers = {
  none: () => mine([]),
  open: () => mine([request(10, 3)]),
  refused: () =>
    mine([
      request(10, 20, {
        state: 'refused',
        decided_at: new Date(Date.now() - 5 * DAY).toISOString(),
        refusal_reason: 'Your child is still in our care.',
      }),
    ]),
  fails: () => [answer(dataRequestsEndpoints.mine, () => new HttpResponse('Bad gateway', { status: 502 }))],
};
