import useSWR from 'swr';
import {
  termsEndpoints as endpoints,
  type Paged,
  type SigningReportRow,
  type TermsPublish,
  type TermsVersion,
} from '../../../api/contracts/index.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';
import { useWrite } from '../../../lib/index.ts';
import { TERMS_KEY_ROOT, refreshTerms } from '../../terms-gate/index.ts';

export interface SigningQuery {
  page: number;
  size: number;
  search: string;
  /** A version name, or '' for every version. */
  version: string;
}

/** SWR keys under the terms root, so a publish refreshes every terms read (the gate's too). */
export const termsKeys = {
  versions: [TERMS_KEY_ROOT, 'versions'] as const,
  report: (q: SigningQuery) => [TERMS_KEY_ROOT, 'report', q.page, q.size, q.search, q.version] as const,
};

export function useTermsVersions() {
  const client = useApiClient();
  return useSWR<TermsVersion[], ApiError>(termsKeys.versions, () => client.call(endpoints.versions));
}

export const publishTerms = (client: ApiClient, body: TermsPublish) =>
  client.call(endpoints.publish, { body });
export const usePublishTerms = () => useWrite('terms:publish', publishTerms, refreshTerms);

export const fetchSigningPage = (client: ApiClient, q: SigningQuery): Promise<Paged<SigningReportRow>> =>
  client.call(endpoints.report, {
    query: { page: q.page, size: q.size, search: q.search || undefined, version: q.version || undefined },
  });

export function useSigningPage(q: SigningQuery) {
  const client = useApiClient();
  return useSWR<Paged<SigningReportRow>, ApiError>(termsKeys.report(q), () => fetchSigningPage(client, q), {
    keepPreviousData: true,
  });
}
