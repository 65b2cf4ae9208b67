import useSWR from 'swr';
import {
  ANALYTICS_TOKEN_HEADER,
  usageEndpoints as endpoints,
  type EndpointOk,
  type OrgToken,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';
import { rangeQuery, type UsageRange } from '../range.ts';

/** Refetched a minute before its ten minutes run out, so that figures never wait on an expired one. */
const TOKEN_REFRESH_MS = 9 * 60_000;

const analyticsKeys = {
  token: [endpoints.orgToken.path] as const,
  figure: (path: string, range: UsageRange, token: string) => [path, range, token] as const,
  subscription: (token: string) => [endpoints.subscription.path, token] as const,
};

/** The org token that scopes the screen's calls to the organisation it was opened for. */
export function useOrgToken() {
  const client = useApiClient();
  return useSWR<OrgToken, ApiError>(analyticsKeys.token, () => client.call(endpoints.orgToken), {
    refreshInterval: TOKEN_REFRESH_MS,
  });
}

const FIGURES = {
  usage: endpoints.appUsage,
  detail: endpoints.appUsageDetail,
  retention: endpoints.appRetention,
  events: endpoints.events,
  moods: endpoints.moods,
} as const;
type FigureName = keyof typeof FIGURES;

/** One analytics figure for the range; waits for the org token (and for `enabled`). */
export function useFigure<N extends FigureName>(name: N, range: UsageRange, token: string | undefined) {
  const client = useApiClient();
  const endpoint: (typeof FIGURES)[FigureName] = FIGURES[name];
  return useSWR<EndpointOk<(typeof FIGURES)[N]>, ApiError>(
    token ? analyticsKeys.figure(endpoint.path, range, token) : null,
    () =>
      client.call(endpoint, {
        query: rangeQuery(range),
        headers: { [ANALYTICS_TOKEN_HEADER]: token as string },
      }) as Promise<EndpointOk<(typeof FIGURES)[N]>>,
    { keepPreviousData: true },
  );
}

/** Seats and accounts: the organisation's usage screen only (a guardian's screen is about their children). */
export function useSubscriptionOverview(token: string | undefined) {
  const client = useApiClient();
  return useSWR(token ? analyticsKeys.subscription(token) : null, () =>
    client.call(endpoints.subscription, { headers: { [ANALYTICS_TOKEN_HEADER]: token as string } }),
  );
}
