import useSWR from 'swr';
import type { z } from 'zod';
import {
  ANALYTICS_TOKEN_HEADER,
  appRetentionSchema,
  appUsageDetailSchema,
  appUsageSchema,
  eventAnalyticsSchema,
  moodAnalyticsSchema,
  orgTokenSchema,
  subscriptionOverviewSchema,
  type OrgToken,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';
import { rangeQuery, type UsageRange } from '../range.ts';

/** Refetched a minute before its ten minutes run out, so that figures never wait on an expired one. */
const TOKEN_REFRESH_MS = 9 * 60_000;

const analyticsKeys = {
  token: ['/analytics/org-token'] as const,
  figure: (path: string, range: UsageRange, token: string) => ['/analytics', path, range, token] as const,
};

/** The org token that scopes the screen's calls to the organisation it was opened for. */
export function useOrgToken() {
  const client = useApiClient();
  return useSWR<OrgToken, ApiError>(
    analyticsKeys.token,
    () => client.request('/analytics/org-token', { schema: orgTokenSchema }),
    { refreshInterval: TOKEN_REFRESH_MS },
  );
}

const FIGURES = {
  usage: ['/analytics/app_usage', appUsageSchema],
  detail: ['/analytics/app_usage/detail', appUsageDetailSchema],
  retention: ['/analytics/app_retention', appRetentionSchema],
  events: ['/analytics/events', eventAnalyticsSchema],
  moods: ['/analytics/moods', moodAnalyticsSchema],
} as const;
type FigureName = keyof typeof FIGURES;

/** One analytics figure for the range; waits for the org token (and for `enabled`). */
export function useFigure<N extends FigureName>(name: N, range: UsageRange, token: string | undefined) {
  const client = useApiClient();
  const [path, schema] = FIGURES[name];
  return useSWR<z.infer<(typeof FIGURES)[N][1]>, ApiError>(
    token ? analyticsKeys.figure(path, range, token) : null,
    () =>
      client.request(path, {
        query: rangeQuery(range),
        headers: { [ANALYTICS_TOKEN_HEADER]: token as string },
        schema: schema as (typeof FIGURES)[N][1],
      }) as Promise<z.infer<(typeof FIGURES)[N][1]>>,
    { keepPreviousData: true },
  );
}

/** Seats and accounts: the organisation's usage screen only (a guardian's screen is about their children). */
export function useSubscriptionOverview(token: string | undefined) {
  const client = useApiClient();
  return useSWR(token ? ['/analytics/subscription', token] : null, () =>
    client.request('/analytics/subscription', {
      headers: { [ANALYTICS_TOKEN_HEADER]: token as string },
      schema: subscriptionOverviewSchema,
    }),
  );
}
