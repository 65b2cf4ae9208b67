import { delay, HttpResponse } from 'msw';
import type {
  AuditEntry,
  AuditPage,
  AuditPerson,
  RecordView,
  RecordViewsPage,
} from '../../src/api/contracts/audit.ts';
import { fixtures } from './fixtures.ts';
import { answer } from './endpoint.ts';
import { auditEndpoints } from '../../src/api/contracts/audit.ts';

const at = (daysAgo: number, hour: number, minute = 5) =>
  new Date(Date.UTC(2026, 10, 20 - daysAgo, hour, minute)).toISOString();
const id = (n: number) => `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const stMarys = { id: fixtures.stMarys.id, name: fixtures.stMarys.name };
const northgate = { id: '5f0c8a55-1f57-4d1a-9a43-7d1c2f7e9a02', name: 'Northgate Royal Infirmary (demo)' };

const amira = { id: fixtures.admin.id, name: 'Amira Hassan', email: 'admin@stmarys.test' };
const daniel = { id: id(900), name: 'Daniel Reyes', email: 'daniel.reyes@stmarys.test' };
const tobi = { kind: 'patient' as const, id: id(800), name: 'Tobi Okafor' };
const grace = { kind: 'guardian' as const, id: fixtures.guardian.id, name: 'Grace Okafor' };

const entry = (n: number, over: Partial<AuditEntry>): AuditEntry => ({
  id: id(n),
  at: at(n, 9),
  action: 'read.patient',
  actor: amira,
  organisation: stMarys,
  subject: tobi,
  rows: null,
  ip: '192.0.2.10',
  detail: null,
  ...over,
});

/** St Mary's audit: reads, exports, sign-ins and changes of the last days, newest first. */
export const demoAudit: AuditEntry[] = [
  entry(0, {}),
  entry(1, { action: 'read.answers' }),
  entry(2, {
    action: 'export.answers',
    subject: { kind: 'questionnaire', id: id(700), name: 'How was your stay?' },
    rows: 42,
  }),
  entry(3, { action: 'read.guardian', actor: daniel, subject: grace, ip: '198.51.100.7' }),
  entry(4, { action: 'auth.signin', actor: daniel, subject: null, ip: '198.51.100.7' }),
  entry(5, { action: 'family.link.create', subject: grace }),
  entry(6, { action: 'export.audit', subject: null, rows: 128 }),
];

const acrossOrganisations: AuditEntry[] = demoAudit.flatMap((e, i) => [
  e,
  { ...e, id: id(100 + i), organisation: northgate, actor: e.actor && { ...e.actor, name: 'Priya Shah' } },
]);

const page = (rows: AuditEntry[], url: string): AuditPage => {
  const q = new URL(url).searchParams;
  const size = Number(q.get('page_size') ?? 25);
  const p = Number(q.get('page') ?? 1);
  const action = q.get('action') ?? '';
  const person = q.get('person');
  const subject = q.get('subject');
  const organisation = q.get('organisation_id');
  const matching = rows.filter(
    (r) =>
      (!action || r.action === action || (action.endsWith('.') && r.action.startsWith(action))) &&
      (!person || r.actor?.id === person) &&
      (!subject || r.subject?.id === subject) &&
      (!organisation || r.organisation?.id === organisation),
  );
  return {
    items: matching.slice((p - 1) * size, p * size),
    total: matching.length,
    page: p,
    page_size: size,
  };
};

const list = (rows: AuditEntry[]) =>
  answer(auditEndpoints.list, ({ request }) => HttpResponse.json<AuditPage>(page(rows, request.url)));

const people: AuditPerson[] = [amira, daniel];

/** A year at a large hospital: more entries than the server counts exactly (docs/api.md § Totals). */
const yearOfEntries: AuditEntry[] = Array.from({ length: 60 }, (_, i) => ({
  ...(demoAudit[i % demoAudit.length] as AuditEntry),
  id: id(2000 + i),
}));
const estimated = answer(auditEndpoints.list, ({ request }) =>
  HttpResponse.json<AuditPage>({
    ...page(yearOfEntries, request.url),
    total: 48_200,
    total_is_estimate: true,
  }),
);

export const auditHandlers = {
  list: list(demoAudit),
  estimated,
  acrossOrganisations: list(acrossOrganisations),
  none: list([]),
  pending: answer(auditEndpoints.list, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  fails: answer(auditEndpoints.list, () => new HttpResponse('Bad gateway', { status: 502 })),
  people: answer(auditEndpoints.people, ({ request }) => {
    const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
    return HttpResponse.json({ items: people.filter((p) => p.name.toLowerCase().includes(search)) });
  }),
  export: answer(
    auditEndpoints.export,
    () => new HttpResponse(new Blob(['xlsx']), { headers: { 'content-type': auditEndpoints.export.file } }),
  ),
};

const view = (n: number, over: Partial<RecordView>): RecordView => ({
  at: at(n, 10, 30),
  viewer: { name: 'Amira Hassan', role: 'admin' },
  action: 'read.patient',
  child: { id: id(800), name: 'Tobi Okafor' },
  ...over,
});

/** Who at St Mary's viewed Grace's family's data. */
export const demoRecordViews: RecordView[] = [
  view(0, {}),
  view(1, { action: 'read.answers' }),
  view(2, { viewer: { name: 'Daniel Reyes', role: 'staff' }, action: 'read.guardian', child: null }),
  view(3, { action: 'export.answers' }),
];

const views = (rows: RecordView[]) =>
  answer(auditEndpoints.recordViews, ({ request }) => {
    const p = Number(new URL(request.url).searchParams.get('page') ?? 1);
    return HttpResponse.json<RecordViewsPage>({
      items: rows.slice((p - 1) * 3, p * 3),
      total: rows.length,
      page: p,
      page_size: 3,
    });
  });

export const recordViewHandlers = {
  some: views(demoRecordViews),
  none: views([]),
  fails: answer(auditEndpoints.recordViews, () => new HttpResponse('Bad gateway', { status: 502 })),
};
