import { delay, HttpResponse } from 'msw';
import type { OutboxMessage, Paged, ScheduledOverview } from '../../src/api/contracts/index.ts';
import { fixtures } from './fixtures.ts';
import { apiError } from './handlers.ts';
import { answer } from './endpoint.ts';
import { messagesEndpoints } from '../../src/api/contracts/index.ts';

const at = (daysAgo: number, hour: number) =>
  new Date(Date.UTC(2026, 10, 20 - daysAgo, hour, 15)).toISOString();
const id = (n: number) => `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const stMarys = { id: fixtures.stMarys.id, name: fixtures.stMarys.name };
const northgate = { id: '5f0c8a55-1f57-4d1a-9a43-7d1c2f7e9a02', name: 'Northgate Royal Infirmary (demo)' };

const message = (n: number, over: Partial<OutboxMessage>): OutboxMessage => ({
  id: id(n),
  to: `family${n}@stmarys.test`,
  subject: 'Activate your Lantern account',
  state: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: at(n, 9),
  sentAt: at(n, 9),
  nextAttemptAt: null,
  organisation: stMarys,
  ...over,
});

/** St Mary's outbox: sent, waiting and failed e-mails of the last weeks. */
export const demoMessages: OutboxMessage[] = [
  message(1, {
    to: 'grace.okafor@family.test',
    state: 'failed',
    attempts: 5,
    lastError: 'The recipient’s mail server refused the address (mailbox full).',
    sentAt: null,
  }),
  message(2, {
    subject: 'You are invited to Lantern',
    state: 'queued',
    attempts: 2,
    lastError: 'The mail server did not answer in time.',
    sentAt: null,
    nextAttemptAt: at(0, 18),
  }),
  message(3, { subject: 'Your password was changed' }),
  message(4, {
    to: 'oliver.jones@family.test',
    state: 'failed',
    attempts: 5,
    lastError: 'No such address at the recipient’s provider.',
    sentAt: null,
  }),
  message(5, { subject: 'A new questionnaire is waiting' }),
  message(6, {}),
];

/** Every organisation's outbox, as a super admin without a selected organisation sees it. */
const acrossOrganisations: OutboxMessage[] = demoMessages.flatMap((m, i) => [
  m,
  { ...m, id: id(100 + i), to: m.to.replace('stmarys', 'northgate'), organisation: northgate },
]);

const page = (rows: OutboxMessage[], url: string): Paged<OutboxMessage> => {
  const q = new URL(url).searchParams;
  const state = q.get('state');
  const search = (q.get('search') ?? '').toLowerCase();
  const size = Number(q.get('size') ?? 10);
  const p = Number(q.get('page') ?? 1);
  const matching = rows.filter(
    (r) =>
      (!state || r.state === state) &&
      (!search || r.to.toLowerCase().includes(search) || r.subject.toLowerCase().includes(search)),
  );
  return { data: matching.slice((p - 1) * size, p * size), page: p, size, total: matching.length };
};

const list = (rows: () => OutboxMessage[]) =>
  answer(messagesEndpoints.list, ({ request }) =>
    HttpResponse.json<Paged<OutboxMessage>>(page(rows(), request.url)),
  );

/**
 * An outbox that remembers retries: a retried failed message is queued again, and the list
 * answers so from then on (the state lives as long as the story's handlers).
 */
const retryingOutbox = () => {
  const rows = demoMessages.map((m) => ({ ...m }));
  return [
    list(() => rows),
    answer<{ id: string }>(messagesEndpoints.retry, ({ params }) => {
      const index = rows.findIndex((m) => m.id === params.id);
      const found = rows[index];
      if (!found) return apiError({ status: 404, code: 'ResourceNotFound', message: 'Message not found' });
      if (found.state !== 'failed')
        return apiError({ status: 409, code: 'Conflict', message: 'Only a failed message can be retried' });
      const queued: OutboxMessage = { ...found, state: 'queued', lastError: null, nextAttemptAt: at(0, 10) };
      rows[index] = queued;
      return HttpResponse.json<OutboxMessage>(queued);
    }),
  ];
};

export const messageHandlers = {
  list: list(() => demoMessages),
  acrossOrganisations: list(() => acrossOrganisations),
  none: list(() => []),
  pending: answer(messagesEndpoints.list, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  fails: answer(messagesEndpoints.list, () => new HttpResponse('Bad gateway', { status: 502 })),
  retrying: retryingOutbox,
  retryRefused: answer(messagesEndpoints.retry, () =>
    apiError({ status: 409, code: 'Conflict', message: 'Only a failed message can be retried' }),
  ),
};

const later = (days: number, hour: number) => new Date(Date.UTC(2026, 10, 20 + days, hour, 0)).toISOString();

/** What St Mary's has scheduled, and one scheduled change that failed. */
export const demoSchedule: ScheduledOverview = {
  upcoming: [
    {
      id: 'p1',
      kind: 'publish',
      subject: 'Visiting hours over the holidays',
      dueAt: later(2, 8),
      organisation: stMarys,
    },
    { id: 'p2', kind: 'unpublish', subject: 'Car park works', dueAt: later(5, 18), organisation: stMarys },
    { id: 'q1', kind: 'reminder', subject: 'How was your stay?', dueAt: later(1, 9), organisation: stMarys },
    { id: 'q2', kind: 'repeat', subject: 'Pain diary', dueAt: later(7, 9), organisation: stMarys },
  ],
  failures: [
    {
      id: 'f1',
      kind: 'publish',
      subject: 'New playroom opening',
      failedAt: at(3, 8),
      reason: 'The page was deleted before it was due to go live.',
      organisation: stMarys,
    },
  ],
};

const acrossSchedule: ScheduledOverview = {
  upcoming: [
    ...demoSchedule.upcoming,
    { id: 'n1', kind: 'publish', subject: 'Parking map', dueAt: later(3, 8), organisation: northgate },
  ],
  failures: demoSchedule.failures,
};

export const scheduledWorkHandlers = {
  some: answer(messagesEndpoints.scheduled, () => HttpResponse.json<ScheduledOverview>(demoSchedule)),
  acrossOrganisations: answer(messagesEndpoints.scheduled, () =>
    HttpResponse.json<ScheduledOverview>(acrossSchedule),
  ),
  none: answer(messagesEndpoints.scheduled, () =>
    HttpResponse.json<ScheduledOverview>({ upcoming: [], failures: [] }),
  ),
  pending: answer(messagesEndpoints.scheduled, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  fails: answer(messagesEndpoints.scheduled, () => new HttpResponse('Bad gateway', { status: 502 })),
};
