import type { AppEvent, AppEventCreate } from '../../../src/api/contracts/index.ts';
import { APP_EVENT_WINDOW_LIMIT, UserType } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { notFound, validationError } from '../../http/errors.ts';
import type { Stored } from '../../http/responses.ts';
import type { AppPatientScope } from '../../plugins/app-patient.ts';
import type { AppCalendarRepository, EventRow } from './app-repository.ts';
import type { EventWindowAnswer } from './window.ts';

const DAY = 86_400_000;
/** How old an event the app may still send (an app offline for months keeps its queue). */
const OLDEST = 400 * DAY;
/** How far ahead the app may put its own calendar events. */
const FURTHEST_EVENT = 2 * 365 * DAY;

export const toAppEvent = (r: EventRow, patientId: string): AppEvent => ({
  id: r.id,
  client_id: r.authorId === patientId ? r.clientId : null,
  title: r.title,
  description: r.description,
  kind: r.kind as AppEvent['kind'],
  start_time: r.startTime.toISOString(),
  end_time: r.endTime.toISOString(),
  all_day: r.allDay,
  own: r.authorId === patientId,
});

/** The patients' app's calendar: the events its patient sees, and the patient's own. */
export function createAppCalendarService(deps: {
  repo: AppCalendarRepository;
  audit: Pick<AuditLog, 'record'>;
  now: () => number;
}) {
  const { repo, audit, now } = deps;
  return {
    async createEvent(scope: AppPatientScope, body: AppEventCreate): Promise<Stored<AppEvent>> {
      const start = new Date(body.start_time);
      const end = new Date(body.end_time);
      if (start.getTime() < now() - OLDEST) throw validationError('start_time', 'start_time is too long ago');
      if (end.getTime() > now() + FURTHEST_EVENT)
        throw validationError('end_time', 'end_time is more than two years ahead');
      if (end < start) throw validationError('end_time', 'end_time is before start_time');
      const stored = await repo.insertOwnEvent(
        {
          organisationId: scope.organisationId,
          authorId: scope.userId,
          authorType: UserType.Patient,
          clientId: body.client_id,
          title: body.title,
          description: body.description ?? null,
          kind: body.kind,
          startTime: start,
          endTime: end,
          allDay: body.all_day,
        },
        scope.userId,
      );
      if (stored)
        await audit.record({
          actorId: scope.userId,
          organisationId: scope.organisationId,
          action: 'app.event.create',
          subject: stored.id,
        });
      const row = stored ?? (await repo.ownEvent(scope, body.client_id));
      if (!row) throw notFound('Event');
      return { record: toAppEvent(row, scope.userId), created: stored !== undefined };
    },

    async listEvents(scope: AppPatientScope, from: string, to: string): Promise<EventWindowAnswer<AppEvent>> {
      const start = new Date(from);
      const end = new Date(to);
      if (end < start) throw validationError('to', 'to is before from');
      const { rows, total } = await repo.visibleEvents(scope, start, end, APP_EVENT_WINDOW_LIMIT);
      return { events: rows.map((r) => toAppEvent(r, scope.userId)), total, limit: APP_EVENT_WINDOW_LIMIT };
    },
  };
}
export type AppCalendarService = ReturnType<typeof createAppCalendarService>;
