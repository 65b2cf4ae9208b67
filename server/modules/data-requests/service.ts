import { londonDay, type Paged } from '../../../src/api/contracts/index.ts';
import {
  dueDayOf,
  type DataExportFormat,
  type DataRequest,
  type DataRequestCreate,
  type DataRequestListQuery,
} from '../../../src/api/contracts/data-requests.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { JobEngine } from '../../jobs/engine.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { mailLanguageOf } from '../../mail/templates.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import { rowCount } from './family-data-queries.ts';
import { familyBundle } from './fhir.ts';
import { dataRequestMail, type DataRequestMail } from './mail.ts';
import { readablePage } from './readable.ts';
import type { DataRequestRow, DataRequestsRepository, Recipient } from './repository.ts';
import type { Notify } from '../notifications/index.ts';

export const ERASE_JOB = 'data-requests.erase';
export const REMIND_JOB = 'data-requests.remind';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const toDataRequest = (r: DataRequestRow): DataRequest => ({
  id: r.id,
  organisation_id: r.organisationId,
  kind: r.kind,
  state: r.state,
  requester: { id: r.requesterId, name: `${r.firstName} ${r.surname}`.trim(), email: r.email },
  reason: r.reason,
  received_at: r.receivedAt.toISOString(),
  due_on: r.dueOn,
  decided_at: iso(r.decidedAt),
  refusal_reason: r.refusalReason,
  done_at: iso(r.doneAt),
});

/** A family's download of its data and its deletion requests, worked by the organisation's admins. */
export function createDataRequestsService(deps: {
  repo: DataRequestsRepository;
  audit: Pick<AuditLog, 'recordFor' | 'record'>;
  mailer: Pick<Mailer, 'send'>;
  jobs: Pick<JobEngine, 'send'>;
  publicUrl: string;
  now: () => number;
  notify?: Notify;
}) {
  const { repo, audit, mailer } = deps;

  async function tell(kind: DataRequestMail, to: Recipient[], facts: object, organisationId: string, tx: Db) {
    for (const person of to) {
      const message = dataRequestMail(kind, person, deps.publicUrl, facts);
      if (message) await mailer.send(message, { organisationId, tx });
    }
  }

  async function stored(id: string, tx: Db): Promise<DataRequestRow> {
    const row = await repo.byId(id, tx);
    if (!row) throw notFound('Data request');
    return row;
  }

  /** A request the admin may decide: their organisation's (any, for the super admin), still received. */
  async function decidable(t: Tenancy, id: string): Promise<DataRequestRow> {
    const row = await repo.byId(id);
    if (!row || (!t.superAdmin && row.organisationId !== t.organisationId)) throw notFound('Data request');
    if (t.superAdmin && t.organisationId && row.organisationId !== t.organisationId)
      throw notFound('Data request');
    if (row.state !== 'received') throw conflict(`This request was already ${row.state}`);
    return row;
  }

  return {
    async exportData(t: Tenancy, format: DataExportFormat) {
      const guardianId = t.principal.sub;
      const data = await repo.familyData(guardianId);
      const organisationId = requireOrganisation(t);
      await audit.recordFor(t, {
        organisationId,
        action: 'export.family_data',
        subject: guardianId,
        detail: { format, rows: rowCount(data) },
      });
      const stamp = londonDay(new Date(deps.now()));
      if (format === 'fhir') {
        const bundle = familyBundle(data, guardianId, await repo.versionsOf(data), deps.publicUrl);
        return {
          type: 'application/fhir+json',
          name: `lantern-data-${stamp}.fhir.json`,
          body: JSON.stringify(bundle, null, 2),
        };
      }
      if (format === 'html') {
        const me = await repo.recipient(guardianId);
        const language = me
          ? mailLanguageOf(me, {
              language: me.organisationLanguage,
              familyLanguages: me.familyLanguages ?? undefined,
            })
          : 'en';
        return {
          type: 'text/html; charset=utf-8',
          name: `lantern-data-${stamp}.html`,
          body: readablePage(data, language, new Date(deps.now())),
        };
      }
      return {
        type: 'application/json',
        name: `lantern-data-${stamp}.json`,
        body: JSON.stringify(data, null, 2),
      };
    },

    async create(t: Tenancy, body: DataRequestCreate): Promise<DataRequest> {
      const organisationId = requireOrganisation(t);
      const requesterId = t.principal.sub;
      const open = (await repo.ofRequester(requesterId)).find(
        (r) => r.state === 'received' || r.state === 'approved',
      );
      if (open) throw conflict('You already have a request open');
      const received = new Date(deps.now());
      const dueOn = dueDayOf(received);
      try {
        return await repo.transaction(async (tx) => {
          const id = await repo.insert(
            {
              organisationId,
              requesterId,
              kind: body.kind,
              reason: body.reason || null,
              receivedAt: received,
              dueOn,
            },
            tx,
          );
          await audit.recordFor(
            t,
            {
              organisationId,
              action: 'data_request.create',
              subject: id,
              detail: { kind: body.kind, dueOn },
            },
            tx,
          );
          const me = await repo.recipient(requesterId, tx);
          await tell('received', me ? [me] : [], { dueOn }, organisationId, tx);
          await tell('queued', await repo.adminsOf(organisationId, tx), { dueOn }, organisationId, tx);
          return toDataRequest(await stored(id, tx));
        });
      } catch (error) {
        // Two requests at once: the database's one-open-request index refuses the second.
        if ((error as { code?: string }).code === '23505' || String(error).includes('data_requests_open_key'))
          throw conflict('You already have a request open');
        throw error;
      }
    },

    async mine(t: Tenancy): Promise<DataRequest[]> {
      return (await repo.ofRequester(t.principal.sub)).map(toDataRequest);
    },

    async list(t: Tenancy, q: DataRequestListQuery): Promise<Paged<DataRequest>> {
      const organisationId = t.superAdmin ? t.organisationId : requireOrganisation(t);
      const { rows, total } = await repo.page(organisationId, q.state, q.page, q.size);
      return { data: rows.map(toDataRequest), page: q.page, size: q.size, total };
    },

    /** Before approving: which children the deletion erases and which stay (another guardian is linked). */
    preview: async (t: Tenancy, id: string) => repo.deletionPreview((await decidable(t, id)).requesterId),

    async approve(t: Tenancy, id: string): Promise<DataRequest> {
      const row = await decidable(t, id);
      return repo.transaction(async (tx) => {
        const changed = await repo.update(
          id,
          { state: 'approved', decidedBy: t.principal.sub, decidedAt: new Date(deps.now()) },
          tx,
          'received',
        );
        if (!changed) throw conflict('This request was already decided');
        await audit.recordFor(
          t,
          { organisationId: row.organisationId, action: 'data_request.approve', subject: id },
          tx,
        );
        const guardian = await repo.recipient(row.requesterId, tx);
        await tell('approved', guardian ? [guardian] : [], {}, row.organisationId, tx);
        await deps.notify?.(tx, {
          organisationId: row.organisationId,
          userIds: [row.requesterId],
          kind: 'dataRequest.progress',
          params: { state: 'approved' },
          link: '/account',
        });
        await deps.jobs.send(ERASE_JOB, { id }, { tx });
        return toDataRequest(await stored(id, tx));
      });
    },

    async refuse(t: Tenancy, id: string, reason: string): Promise<DataRequest> {
      const row = await decidable(t, id);
      return repo.transaction(async (tx) => {
        const changed = await repo.update(
          id,
          {
            state: 'refused',
            decidedBy: t.principal.sub,
            decidedAt: new Date(deps.now()),
            refusalReason: reason,
          },
          tx,
          'received',
        );
        if (!changed) throw conflict('This request was already decided');
        await audit.recordFor(
          t,
          {
            organisationId: row.organisationId,
            action: 'data_request.refuse',
            subject: id,
            detail: { reason },
          },
          tx,
        );
        const guardian = await repo.recipient(row.requesterId, tx);
        await tell('refused', guardian ? [guardian] : [], { reason }, row.organisationId, tx);
        await deps.notify?.(tx, {
          organisationId: row.organisationId,
          userIds: [row.requesterId],
          kind: 'dataRequest.progress',
          params: { state: 'refused' },
          link: '/account',
        });
        return toDataRequest(await stored(id, tx));
      });
    },

    /** The erasure job: carries out an approved request once (a retry finds it done). */
    async erase(id: string) {
      const row = await repo.byId(id);
      if (!row || row.state !== 'approved') return;
      await repo.transaction(async (tx) => {
        const result = await repo.eraseFamily(row.requesterId, row.decidedBy, tx);
        await repo.update(id, { state: 'done', doneAt: new Date(deps.now()) }, tx);
        await audit.record(
          {
            actorId: row.decidedBy,
            organisationId: row.organisationId,
            action: 'data_request.deletion.done',
            subject: id,
            detail: { requester: row.requesterId, ...result },
          },
          tx,
        );
      });
    },

    /** The daily reminder: each organisation's admins hear of the requests due within 7 days. */
    async remind() {
      const now = new Date(deps.now());
      const lastDay = londonDay(new Date(now.getTime() + 7 * 86_400_000));
      const due = await repo.dueSoon(lastDay, new Date(now.getTime() - 20 * 3_600_000));
      const byOrganisation = new Map<string, typeof due>();
      for (const r of due)
        byOrganisation.set(r.organisationId, [...(byOrganisation.get(r.organisationId) ?? []), r]);
      for (const [organisationId, rows] of byOrganisation) {
        const first = rows.map((r) => r.dueOn).sort()[0];
        await repo.transaction(async (tx) => {
          await tell(
            'reminder',
            await repo.adminsOf(organisationId, tx),
            { dueOn: first, count: rows.length },
            organisationId,
            tx,
          );
          for (const r of rows) await repo.update(r.id, { remindedAt: now }, tx);
        });
      }
      return { reminded: due.length };
    },
  };
}
export type DataRequestsService = ReturnType<typeof createDataRequestsService>;
