import { useRef } from 'react';
import { unstable_serialize, type Key, type Middleware, type SWRResponse } from 'swr';

/**
 * A super admin works within one organisation at a time, chosen in the portal: the same address
 * answers differently for each. Every cache key is scoped to the chosen organisation (or to none),
 * so that a switch or an unselect never shows what another organisation's call answered.
 */
const ARRAY_MARK = '\u0000organisation:';
const TEXT_MARK = '\u0000organisation-of-text:';

const markOf = (key: unknown): string | null => {
  const last: unknown = Array.isArray(key) ? key.at(-1) : undefined;
  return typeof last === 'string' && (last.startsWith(ARRAY_MARK) || last.startsWith(TEXT_MARK))
    ? last
    : null;
};

/** A key with the organisation's mark appended (a text key becomes [text, mark]). */
export const scopeKey = (key: unknown, scope: string): unknown[] =>
  Array.isArray(key) ? [...(key as unknown[]), ARRAY_MARK + scope] : [key, TEXT_MARK + scope];

/** The key as the feature's key factory made it, without the organisation's mark. */
export const unscopeKey = (key: unknown): unknown => {
  const mark = markOf(key);
  if (mark === null) return key;
  const rest = (key as unknown[]).slice(0, -1);
  return mark.startsWith(TEXT_MARK) ? rest[0] : rest;
};

/** Whether a cached key is `key`, scoped to any organisation or to none. */
export const sameKey = (cached: unknown, key: Key): boolean =>
  unstable_serialize(unscopeKey(cached) as Key) === unstable_serialize(key);

/**
 * SWR middleware: `useScope` names the organisation the caller acts within for the scope of keys
 * (null: the caller has one organisation for the whole session, keys stay as they are). A hook that
 * keeps its previous data while the next page loads keeps it only within one organisation.
 */
export const organisationScope =
  (useScope: () => string | null): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    const scope = useScope();
    const kept = useRef<{ scope: string; data: unknown } | null>(null);
    const scoped: Key =
      scope === null || !key
        ? key
        : typeof key === 'function'
          ? () => {
              const k = key();
              return k ? scopeKey(k, scope) : k;
            }
          : scopeKey(key, scope);
    const keepPrevious = scope !== null && config.keepPreviousData === true;
    const swr = useSWRNext(scoped, fetcher, keepPrevious ? { ...config, keepPreviousData: false } : config);
    if (!keepPrevious) return swr;
    return {
      mutate: swr.mutate,
      get data() {
        const data: unknown = swr.data;
        if (data !== undefined) kept.current = { scope, data };
        return data ?? (kept.current?.scope === scope ? kept.current.data : undefined);
      },
      get error() {
        return swr.error as unknown;
      },
      get isValidating() {
        return swr.isValidating;
      },
      get isLoading() {
        return swr.isLoading;
      },
    } as SWRResponse;
  };
