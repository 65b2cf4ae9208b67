import useSWR from 'swr';
import {
  familyEndpoints as endpoints,
  type ChildUsage,
  type ChildUsageDays,
  type EventWindow,
  type FamilyChildren,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';
import { fetchEventWindow } from '../../../api/event-window.ts';

/**
 * One key factory for a guardian's pages about their children. Everything starts with
 * `familiesKeys.all`: a change to the family's links (a child added, a link revoked) revalidates
 * the cards, the usage and the calendar with `mutate(familiesKeys.matches)`.
 */
export const familiesKeys = {
  all: endpoints.children.path,
  children: () => [endpoints.children.path] as const,
  usage: (patientId: string, days: string) => [endpoints.children.path, patientId, 'usage', days] as const,
  events: (patientId: string, from: string, to: string) =>
    [endpoints.children.path, patientId, 'events', from, to] as const,
  /** Every key of the family's pages, for SWR's `mutate(filter)`. */
  matches: (key: unknown): boolean => Array.isArray(key) && key[0] === endpoints.children.path,
};

/** The guardian's linked children, with what needs doing about each. */
export function useFamilyChildren(enabled = true) {
  const client = useApiClient();
  return useSWR<FamilyChildren, ApiError>(enabled ? familiesKeys.children() : null, () =>
    client.call(endpoints.children),
  );
}

/** A child's app use over the last `days` days (7, 30 or 90). */
export function useChildUsage(patientId: string | null, days: ChildUsageDays) {
  const client = useApiClient();
  return useSWR<ChildUsage, ApiError>(
    patientId ? familiesKeys.usage(patientId, days) : null,
    () => client.call(endpoints.usage, { params: { patient_id: patientId ?? '' }, query: { days } }),
    { keepPreviousData: true },
  );
}

/** The events of a child's areas and those chosen for them, between two London days. */
export function useChildEvents(patientId: string | null, range: { from: string; to: string } | null) {
  const client = useApiClient();
  return useSWR<EventWindow, ApiError>(
    patientId && range ? familiesKeys.events(patientId, range.from, range.to) : null,
    () =>
      fetchEventWindow((onHeaders) =>
        client.call(endpoints.events, {
          params: { patient_id: patientId ?? '' },
          query: range ?? undefined,
          onHeaders,
        }),
      ),
    { keepPreviousData: true },
  );
}
