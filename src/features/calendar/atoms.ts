import { atom } from 'jotai';
import type { CalendarEvent } from '../../api/contracts/index.ts';

/**
 * The events slice's currentlyEditedEvent (spec §3): the event the dialog holds — a saved one to
 * edit, or a new one's start and end (from the day or slot the admin picked); null when closed.
 */
export type EditedEvent =
  { kind: 'existing'; event: CalendarEvent } | { kind: 'new'; start: string; end: string; allDay: boolean };

export const currentlyEditedEventAtom = atom<EditedEvent | null>(null);
