import useSWR from 'swr';
import { appUsersEndpoints, UserType, type AppUser, type Paged } from '../../../api/contracts/index.ts';
import {
  auditEndpoints as endpoints,
  type AuditFilter,
  type AuditPage,
  type AuditPerson,
  type RecordViewsPage,
} from '../../../api/contracts/audit.ts';
import { useApiClient, type ApiClient, type ApiError } from '../../../api/index.ts';

/** One key family for the audit: a filter change is a new page key, never a stale one. */
export const auditKeys = {
  list: endpoints.list.path,
  page: (f: AuditFilter, page: number, size: number) =>
    [
      endpoints.list.path,
      page,
      size,
      f.person ?? '',
      f.subject ?? '',
      f.action ?? '',
      f.from ?? '',
      f.to ?? '',
      f.organisation_id ?? '',
    ] as const,
  people: (search: string) => [endpoints.people.path, search] as const,
  subjects: (type: number, search: string) => [appUsersEndpoints.list.path, 'audit', type, search] as const,
  recordViews: (page: number) => [endpoints.recordViews.path, page] as const,
};

/** The filters as the API's query (an empty filter is left out). */
const filterQuery = (f: AuditFilter) => ({
  person: f.person || undefined,
  subject: f.subject || undefined,
  action: f.action || undefined,
  from: f.from || undefined,
  to: f.to || undefined,
  organisation_id: f.organisation_id || undefined,
});

export const fetchAudit = (
  client: ApiClient,
  f: AuditFilter,
  page: number,
  size: number,
): Promise<AuditPage> => client.call(endpoints.list, { query: { page, page_size: size, ...filterQuery(f) } });

/** One page of the audit, newest first: the organisation's, or every organisation's for the super admin. */
export function useAudit(f: AuditFilter, page: number, size: number) {
  const client = useApiClient();
  return useSWR<AuditPage, ApiError>(auditKeys.page(f, page, size), () => fetchAudit(client, f, page, size), {
    keepPreviousData: true,
  });
}

/** The staff the caller may filter the audit by, matching what was typed. */
export function useAuditPeople(search: string) {
  const client = useApiClient();
  return useSWR<AuditPerson[], ApiError>(
    auditKeys.people(search),
    async () => (await client.call(endpoints.people, { query: { search: search || undefined } })).items,
    { keepPreviousData: true },
  );
}

/** Children or guardians matching a search, from the organisation's people (the families screens' search). */
export function useSubjectSearch(type: typeof UserType.Patient | typeof UserType.Guardian, search: string) {
  const client = useApiClient();
  return useSWR<Paged<AppUser>, ApiError>(search ? auditKeys.subjects(type, search) : null, () =>
    client.call(appUsersEndpoints.list, {
      query: { type, search, size: 10, sort: 'first_name', order: 'asc' },
    }),
  );
}

/** The audit's own export of the same entries, as an .xlsx file to save (the server audits it too). */
export const fetchAuditExport = async (client: ApiClient, f: AuditFilter) =>
  client.download(endpoints.export, { query: filterQuery(f) });

/** Who at the hospital viewed the signed-in guardian's family's data, newest first. */
export function useRecordViews(page: number) {
  const client = useApiClient();
  return useSWR<RecordViewsPage, ApiError>(
    auditKeys.recordViews(page),
    () => client.call(endpoints.recordViews, { query: { page } }),
    { keepPreviousData: true },
  );
}
