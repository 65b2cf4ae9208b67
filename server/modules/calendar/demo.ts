import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organisationAreas } from '../areas/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';
import { createAuditLog } from '../../audit/audit-log.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import type { CalendarEventInput } from '../../../src/api/contracts/index.ts';
import { londonInstant, londonLocal } from '../../../src/api/contracts/index.ts';
import { createFamiliesRepository } from '../families/index.ts';
import { createCalendarRepository } from './repository.ts';
import { createCalendarService } from './service.ts';

const DAY = 86_400_000;

/** `days` from today at a London wall-clock time ("09:30"). */
function at(today: string, days: number, time: string): string {
  const day = new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
  return (londonInstant(`${day}T${time}`) ?? new Date(`${day}T${time}:00Z`)).toISOString();
}

/**
 * Demo data, through the calendar's service as St Mary's admin would make it: a few
 * weeks of ward activities, a day-surgery tour, appointments for the demo guardian's family and an
 * all-day event, around today so the month view has content.
 */
export async function seedCalendarDemo(db: Db): Promise<void> {
  const [stMarys] = await db.select().from(organisations).where(eq(organisations.urlCode, 'stmarys'));
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@stmarys.test'));
  const [grace] = await db.select().from(users).where(eq(users.email, 'guardian@stmarys.test'));
  if (!stMarys || !admin || !grace) return;
  // The family's events are for Grace's child Tobi too: the family's pages show them as his.
  const [tobi] = await db
    .select()
    .from(users)
    .where(and(eq(users.organisationId, stMarys.id), eq(users.appCode, 'K7P3QX')));
  const family = tobi ? [grace.id, tobi.id] : [grace.id];
  const areas = await db
    .select()
    .from(organisationAreas)
    .where(eq(organisationAreas.organisationId, stMarys.id));
  const areaId = (name: string) => areas.find((a) => a.name === name)?.id ?? null;
  const service = createCalendarService({
    repo: createCalendarRepository(db),
    audit: createAuditLog(db),
    families: createFamiliesRepository(db),
  });
  const asAdmin: Tenancy = {
    principal: { sub: admin.id, type: 1, org: stMarys.id, sid: '', exp: 0 },
    superAdmin: false,
    organisationId: stMarys.id,
  };
  const today = londonLocal(new Date()).slice(0, 10);
  const event = (
    days: number,
    from: string,
    to: string,
    rest: Omit<CalendarEventInput, 'start_time' | 'end_time'>,
  ) =>
    service.create(asAdmin, {
      all_day: false,
      patient_ids: [],
      ...rest,
      start_time: at(today, days, from),
      end_time: at(today, days, to),
    });

  for (const week of [-1, 0, 1, 2]) {
    await event(week * 7 + 2, '15:00', '16:00', {
      title: 'Play therapy',
      description: 'Games and crafts in the Rainbow ward playroom',
      kind: 'activity',
      area_id: areaId('Oncology ward'),
    });
  }
  await event(2, '10:30', '11:15', {
    title: 'Theatre tour before surgery',
    description: 'Meet the team and see the anaesthetic room',
    kind: 'activity',
    area_id: areaId('Day surgery'),
  });
  await event(3, '09:00', '09:30', {
    title: 'Blood test',
    description: 'Numbing cream an hour before',
    kind: 'procedure',
    patient_ids: family,
  });
  await event(8, '14:00', '14:30', {
    title: 'Check-up with Dr Evans',
    kind: 'appointment',
    area_id: areaId('Outpatients'),
    patient_ids: family,
  });
  await event(-3, '08:00', '08:15', {
    title: 'Take evening medicine',
    kind: 'reminder',
    patient_ids: family,
  });
  await service.create(asAdmin, {
    title: 'Hospital fun day',
    description: 'Music, face painting and the therapy dogs',
    kind: 'activity',
    all_day: true,
    area_id: areaId('Oncology ward'),
    patient_ids: [],
    start_time: at(today, 12, '00:00'),
    end_time: at(today, 13, '00:00'),
  });
}
