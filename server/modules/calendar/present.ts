import type { CalendarEvent } from '../../../src/api/contracts/index.ts';
import { UserType } from '../../../src/api/contracts/index.ts';
import type { CalendarEventRow, CalendarRepository } from './repository.ts';

function byEvent<T extends { eventId: string }>(list: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of list) {
    const own = map.get(item.eventId);
    if (own) own.push(item);
    else map.set(item.eventId, [item]);
  }
  return map;
}

/** Events as the contract gives them, with their chosen patients and moods (only the family's when one is given). */
export async function presentEvents(
  repo: Pick<CalendarRepository, 'patientsOf' | 'moodCounts'>,
  rows: CalendarEventRow[],
  family?: string[],
): Promise<CalendarEvent[]> {
  const ids = rows.map((r) => r.id);
  const [patients, moods] = await Promise.all([repo.patientsOf(ids, family), repo.moodCounts(ids, family)]);
  // Each event's own, looked up by id: a month of a busy hospital has hundreds of events.
  const patientsOf = byEvent(patients);
  const moodsOf = byEvent(moods);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    kind: r.kind as CalendarEvent['kind'],
    start_time: r.startTime.toISOString(),
    end_time: r.endTime.toISOString(),
    all_day: r.allDay,
    area: r.areaId && r.areaName ? { id: r.areaId, name: r.areaName } : null,
    patients: (patientsOf.get(r.id) ?? []).map((p) => ({
      id: p.id,
      full_name: p.fullName,
      first_name: p.firstName,
      surname: p.surname,
      patient_number: p.patientNumber,
      app_code: p.appCode,
    })),
    source: r.authorType === UserType.Patient ? 'app' : 'portal',
    author_name: r.authorFirstName === null ? null : `${r.authorFirstName} ${r.authorSurname ?? ''}`.trim(),
    moods: (moodsOf.get(r.id) ?? []).map((m) => ({
      mood: m.mood as CalendarEvent['moods'][number]['mood'],
      count: m.count,
    })),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}
