import useSWR from 'swr';
import {
  appUsersEndpoints,
  areasEndpoints,
  calendarEndpoints as endpoints,
  type AppUser,
  type CalendarEventInput,
  type EventWindow,
  type OrganisationArea,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { fetchEventWindow } from '../../../api/event-window.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

/** One key factory for the calendar's reads, so a write revalidates every window it may change. */
const calendarKeys = {
  events: (search: string) => [endpoints.list.path, search] as const,
  areas: (organisationId: string) => [areasEndpoints.list.path, organisationId] as const,
  people: (keyword: string) => [appUsersEndpoints.list.path, 'calendar', keyword] as const,
};

/**
 * The events of one window (`search` is the spec's JSON filter) and how many it holds (`total`, from the
 * answer's X-Total-Count: more than `events.length` when a crowded window was cut); the last window stays
 * shown while the next loads.
 */
export function useEvents(search: string | null) {
  const client = useApiClient();
  return useSWR<EventWindow, ApiError>(
    search ? calendarKeys.events(search) : null,
    () =>
      fetchEventWindow((onHeaders) =>
        client.call(endpoints.list, { query: { search: search ?? '' }, onHeaders }),
      ),
    { keepPreviousData: true },
  );
}

/** The organisation's areas an event may be for (the areas screens read the same key). */
export function useEventAreas(organisationId: string | null) {
  const client = useApiClient();
  return useSWR<OrganisationArea[], ApiError>(
    organisationId ? calendarKeys.areas(organisationId) : null,
    () => client.call(areasEndpoints.list, { params: { id: organisationId ?? '' } }),
  );
}

/** Patients and families (types 3 and 2) whose names match what the admin typed, twenty of each. */
export function usePeopleSearch(keyword: string, enabled: boolean) {
  const client = useApiClient();
  return useSWR<AppUser[], ApiError>(enabled ? calendarKeys.people(keyword) : null, async () => {
    const pages = await Promise.all(
      [3, 2].map((type) =>
        client.call(appUsersEndpoints.list, {
          query: { type, size: 20, search: keyword || undefined, sort: 'surname', order: 'asc' },
        }),
      ),
    );
    return pages.flatMap((p) => p.data);
  });
}

const isEventKey = (key: unknown) => Array.isArray(key) && key[0] === endpoints.list.path;
const after = revalidate(isEventKey);

export type SaveEventArg = { id?: string; body: CalendarEventInput };
const saveEvent = (client: ApiClient, { id, body }: SaveEventArg) =>
  id ? client.call(endpoints.update, { params: { id }, body }) : client.call(endpoints.create, { body });
export const useSaveEvent = () => useWrite('calendar:save', saveEvent, after);

const deleteEvent = (client: ApiClient, id: string) => client.call(endpoints.remove, { params: { id } });
export const useDeleteEvent = () => useWrite('calendar:delete', deleteEvent, after);
