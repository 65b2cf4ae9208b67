import type { CalendarEvent, CalendarEventInput } from '../../../src/api/contracts/index.ts';
import { EVENT_WINDOW_LIMIT, UserType, isWholeWindow } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound, validationError } from '../../http/errors.ts';
import { allows } from '../../http/permissions.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import type { FamiliesRepository } from '../families/index.ts';
import type { Audience, CalendarEventRow, CalendarRepository } from './repository.ts';
import type { EventWindowAnswer } from './window.ts';
import { familyOf } from './audience.ts';
import { icsOf } from './ics.ts';
import type { Notify } from '../notifications/index.ts';
import { eventPatientIds, notifyGuardians } from '../notifications/index.ts';

type Input = Omit<CalendarEventInput, 'all_day' | 'patient_ids'> & {
  all_day: boolean;
  patient_ids: string[];
};

/**
 * The calendar. Admins (and the super admin with an organisation selected) read and
 * write their organisation's events; a guardian reads their family's: the events of their own areas
 * and of their actively linked children's whose link opens the calendar, and those chosen for any of them.
 */
export function createCalendarService(deps: {
  repo: CalendarRepository;
  audit: Pick<AuditLog, 'recordFor'>;
  families: Pick<FamiliesRepository, 'activeChildrenOf'>;
  /** Tells the chosen children's guardians of an event added, moved or cancelled (absent in the demo seed). */
  notify?: Notify;
}) {
  const { repo, audit, families } = deps;

  async function audienceOf(t: Tenancy): Promise<Audience> {
    const organisationId = requireOrganisation(t);
    // Those who manage the calendar read all of it; a guardian, their family's.
    if (allows(t, 'calendar.manage')) return { organisationId };
    if (t.principal.type === UserType.Guardian)
      return { organisationId, family: await familyOf(families, t.principal.sub) };
    throw forbidden('You cannot read the calendar');
  }

  /** Another organisation's ids read as missing ones: the same 400 for both. */
  async function assertAudience(organisationId: string, body: Input): Promise<string[]> {
    if (body.area_id && !(await repo.areaExists(organisationId, body.area_id)))
      throw validationError('area_id', 'area_id: no such area', 'No such area');
    const patientIds = [...new Set(body.patient_ids)];
    const known = new Set(await repo.appUsersIn(organisationId, patientIds));
    const unknown = patientIds.filter((id) => !known.has(id));
    if (unknown.length)
      throw validationError(
        'patient_ids',
        `patient_ids: not app users of the organisation: ${unknown.join(', ')}`,
      );
    return patientIds;
  }

  const fieldsOf = (body: Input) => ({
    title: body.title,
    description: body.description ?? null,
    kind: body.kind,
    startTime: new Date(body.start_time),
    endTime: new Date(body.end_time),
    allDay: body.all_day,
    areaId: body.area_id ?? null,
  });

  /** A portal event of the caller's organisation; the app's own are the patient's, not the hospital's. */
  async function editable(t: Tenancy, id: string): Promise<CalendarEventRow> {
    const organisationId = requireOrganisation(t);
    const row = await repo.byId(organisationId, id);
    if (!row) throw notFound('Event');
    if (row.authorType === UserType.Patient)
      throw forbidden('A patient made this event in the app: only they can change it');
    return row;
  }

  /** The families of these children hear of the event (in the write's transaction). */
  const tell = (
    tx: Db,
    organisationId: string,
    patientIds: string[],
    kind: 'event.added' | 'event.moved' | 'event.cancelled',
    event: { title: string; startTime: Date },
  ) =>
    deps.notify
      ? notifyGuardians(deps.notify, tx, {
          organisationId,
          patientIds,
          kind,
          params: { event: event.title, start: event.startTime.toISOString() },
          link: '/calendar',
        })
      : undefined;

  async function one(organisationId: string, id: string): Promise<CalendarEvent> {
    const event = await repo.presentedById(organisationId, id);
    if (!event) throw notFound('Event');
    return event;
  }

  return {
    /** Every event of a month's window, however busy; a wider window's first ones (said by its total). */
    async list(t: Tenancy, search: { from: Date; to: Date }): Promise<EventWindowAnswer<CalendarEvent>> {
      const audience = await audienceOf(t);
      const limit = isWholeWindow(search.from, search.to) ? null : EVENT_WINDOW_LIMIT;
      const { events, total } = await repo.list(audience, search.from, search.to, limit);
      return { events, total, limit };
    },

    /** One event as an .ics file, to whoever may read it (another family's or organisation's: 404). */
    async ics(t: Tenancy, id: string): Promise<string> {
      const [event] = await repo.forIcs(await audienceOf(t), { id }, 1);
      if (!event) throw notFound('Event');
      return icsOf([event]);
    },

    async create(t: Tenancy, body: Input): Promise<CalendarEvent> {
      const organisationId = requireOrganisation(t);
      const patientIds = await assertAudience(organisationId, body);
      const id = await repo.transaction(async (tx) => {
        const created = await repo.insert(
          {
            ...fieldsOf(body),
            organisationId,
            authorId: t.principal.sub,
            authorType: t.principal.type,
          },
          patientIds,
          tx,
        );
        await audit.recordFor(
          t,
          { organisationId, action: 'event.create', subject: created, detail: { title: body.title } },
          tx,
        );
        await tell(tx, organisationId, patientIds, 'event.added', fieldsOf(body));
        return created;
      });
      return one(organisationId, id);
    },

    async update(t: Tenancy, id: string, body: Input): Promise<CalendarEvent> {
      const row = await editable(t, id);
      const patientIds = await assertAudience(row.organisationId, body);
      await repo.transaction(async (tx) => {
        const before = await eventPatientIds(tx, id);
        await repo.update(id, fieldsOf(body), patientIds, tx);
        const fields = fieldsOf(body);
        const moved =
          fields.startTime.getTime() !== row.startTime.getTime() ||
          fields.endTime.getTime() !== row.endTime.getTime();
        await tell(
          tx,
          row.organisationId,
          patientIds.filter((p) => !before.includes(p)),
          'event.added',
          fields,
        );
        await tell(
          tx,
          row.organisationId,
          moved ? patientIds.filter((p) => before.includes(p)) : [],
          'event.moved',
          fields,
        );
        await tell(
          tx,
          row.organisationId,
          before.filter((p) => !patientIds.includes(p)),
          'event.cancelled',
          row,
        );
        await audit.recordFor(
          t,
          {
            organisationId: row.organisationId,
            action: 'event.update',
            subject: id,
            detail: { title: body.title },
          },
          tx,
        );
      });
      return one(row.organisationId, id);
    },

    async remove(t: Tenancy, id: string): Promise<void> {
      const row = await editable(t, id);
      await repo.transaction(async (tx) => {
        await tell(tx, row.organisationId, await eventPatientIds(tx, id), 'event.cancelled', row);
        await repo.remove(id, tx);
        await audit.recordFor(
          t,
          {
            organisationId: row.organisationId,
            action: 'event.delete',
            subject: id,
            detail: { title: row.title },
          },
          tx,
        );
      });
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
