import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../api/contracts/index.ts';
import { eventFormSchema, formOf, inputOf, switchAllDay } from './event-form.ts';
import { eventSearch } from './london.ts';

const event = (over: Partial<CalendarEvent>): CalendarEvent => ({
  id: '7c1f9f8e-2a5b-4c3d-9e8f-0a1b2c3d4e5f',
  title: 'Blood test',
  description: null,
  kind: 'procedure',
  start_time: '2026-07-01T08:00:00.000Z',
  end_time: '2026-07-01T08:30:00.000Z',
  all_day: false,
  area: null,
  patients: [],
  source: 'portal',
  author_name: null,
  moods: [],
  created_at: '2026-06-01T00:00:00.000Z',
  updated_at: '2026-06-01T00:00:00.000Z',
  ...over,
});

describe('the event form in London time', () => {
  it('shows a summer event at its London wall-clock time and sends it back unchanged', () => {
    const form = formOf({ kind: 'existing', event: event({ area: { id: 'a', name: 'Ward' } }) });
    expect(form.start).toBe('2026-07-01T09:00');
    expect(form.end).toBe('2026-07-01T09:30');
    expect(inputOf(form)).toMatchObject({
      start_time: '2026-07-01T08:00:00.000Z',
      end_time: '2026-07-01T08:30:00.000Z',
      area_id: 'a',
      description: null,
    });
  });

  it('treats London winter time as UTC', () => {
    const form = formOf({
      kind: 'new',
      start: '2026-01-15T10:00:00.000Z',
      end: '2026-01-15T11:00:00.000Z',
      allDay: false,
    });
    expect(form.start).toBe('2026-01-15T10:00');
    expect(inputOf({ ...form, title: 'x', areaId: 'a' }).start_time).toBe('2026-01-15T10:00:00.000Z');
  });

  it('shows an all-day event by its days, last day included, and sends the midnight after it', () => {
    const saved = event({
      all_day: true,
      start_time: '2026-06-30T23:00:00.000Z',
      end_time: '2026-07-02T23:00:00.000Z',
    });
    const form = formOf({ kind: 'existing', event: saved });
    expect([form.start, form.end]).toEqual(['2026-07-01', '2026-07-02']);
    expect(inputOf(form)).toMatchObject({
      start_time: saved.start_time,
      end_time: saved.end_time,
      all_day: true,
    });
  });

  it('switches a field between a day and a time', () => {
    expect(switchAllDay('2026-07-01T14:30', true)).toBe('2026-07-01');
    expect(switchAllDay('2026-07-01', false)).toBe('2026-07-01T09:00');
    expect(switchAllDay('', false)).toBe('');
  });

  it('refuses an end before the start and an event for nobody', () => {
    const form = formOf({
      kind: 'new',
      start: '2026-01-15T10:00:00.000Z',
      end: '2026-01-15T11:00:00.000Z',
      allDay: false,
    });
    const result = eventFormSchema.safeParse({ ...form, title: 'Clinic', end: '2026-01-15T09:00' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['end', 'calendar.form.endBeforeStart'],
      ['areaId', 'calendar.form.audienceRequired'],
    ]);
  });

  it("searches from the first day's start to the last day's end", () => {
    const search = JSON.parse(
      eventSearch(new Date('2026-06-28T23:00:00.000Z'), new Date('2026-08-09T23:00:00.000Z')),
    );
    expect(search).toEqual({
      start_time: [
        { type: 'date', operator: 'gte', value: '2026-06-28T23:00:00.000Z' },
        { type: 'date', operator: 'lte', value: '2026-08-09T22:59:59.999Z' },
      ],
    });
  });
});
