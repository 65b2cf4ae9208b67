import useSWR from 'swr';
import { z } from 'zod';
import {
  currentTermsSchema,
  documentSigningSchema,
  signingReportPageSchema,
  termsVersionSchema,
  type CurrentTerms,
  type DocumentSignRequest,
  type Paged,
  type SigningReportRow,
  type TermsPublish,
  type TermsVersion,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { revalidate, useWrite } from '../../../lib/index.ts';

export interface SigningQuery {
  page: number;
  size: number;
  search: string;
  /** A version name, or '' for every version. */
  version: string;
}

/** SWR keys: every terms read starts with `termsKeys.root`, so a publish or an acceptance refreshes them all. */
export const termsKeys = {
  root: '/document-signing',
  current: ['/document-signing', 'current'] as const,
  versions: ['/document-signing', 'versions'] as const,
  report: (q: SigningQuery) => ['/document-signing', 'report', q.page, q.size, q.search, q.version] as const,
};
const refreshTerms = revalidate((key) => Array.isArray(key) && key[0] === termsKeys.root);

export const fetchCurrentTerms = (client: ApiClient): Promise<CurrentTerms> =>
  client.request('/document-signing/terms', { schema: currentTermsSchema });

/** The organisation's current terms and whether the signed-in user accepted them (null: do not ask). */
export function useCurrentTerms(enabled: boolean) {
  const client = useApiClient();
  return useSWR<CurrentTerms, ApiError>(enabled ? termsKeys.current : null, () => fetchCurrentTerms(client));
}

export const signTerms = (client: ApiClient, body: DocumentSignRequest) =>
  client.request('/document-signing', { method: 'POST', body, schema: documentSigningSchema });
export const useSignTerms = () => useWrite('terms:sign', signTerms, refreshTerms);

export function useTermsVersions() {
  const client = useApiClient();
  return useSWR<TermsVersion[], ApiError>(termsKeys.versions, () =>
    client.request('/terms-versions', { schema: z.array(termsVersionSchema) }),
  );
}

export const publishTerms = (client: ApiClient, body: TermsPublish) =>
  client.request('/terms-versions', { method: 'POST', body, schema: termsVersionSchema });
export const usePublishTerms = () => useWrite('terms:publish', publishTerms, refreshTerms);

export const fetchSigningPage = (client: ApiClient, q: SigningQuery): Promise<Paged<SigningReportRow>> =>
  client.request('/document-signings', {
    query: { page: q.page, size: q.size, search: q.search || undefined, version: q.version || undefined },
    schema: signingReportPageSchema,
  });

export function useSigningPage(q: SigningQuery) {
  const client = useApiClient();
  return useSWR<Paged<SigningReportRow>, ApiError>(termsKeys.report(q), () => fetchSigningPage(client, q), {
    keepPreviousData: true,
  });
}
