import { describe, expect, it } from 'vitest';
import { eventWindow, type CalendarEvent } from './events.ts';

const list = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i) }) as CalendarEvent);

describe("a calendar window's headers", () => {
  it('reads a cut window: more events than the list, and the most one answer carries', () => {
    const window = eventWindow(list(3), new Headers({ 'X-Total-Count': '7028', 'X-Result-Limit': '3' }));
    expect(window).toMatchObject({ total: 7028, limit: 3 });
    expect(window.events).toHaveLength(3);
  });

  it('takes a list without headers, or with ones it cannot read, as the whole window', () => {
    expect(eventWindow(list(2), undefined)).toMatchObject({ total: 2, limit: null });
    expect(
      eventWindow(list(2), new Headers({ 'X-Total-Count': 'many', 'X-Result-Limit': '-1' })),
    ).toMatchObject({ total: 2, limit: null });
    // A total below the list's length (a count that raced a write) never hides events that came.
    expect(eventWindow(list(4), new Headers({ 'X-Total-Count': '1' })).total).toBe(4);
  });
});
