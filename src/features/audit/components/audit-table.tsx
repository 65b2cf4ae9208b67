import { useMemo } from 'react';
import type { AuditEntry, AuditFilter as Filters } from '../../../api/contracts/audit.ts';
import { DataTable } from '../../../design-system/data-table.ts';
import {
  loadErrorMessageId,
  useDates,
  useListParams,
  useT,
  useTableLabels,
  type ListParamsOptions,
} from '../../../lib/index.ts';
import { useAudit } from '../api/audit.ts';
import { auditColumns } from './audit-columns.tsx';
import { AUDIT_FILTERS, AuditFilters, type AuditFilterValues } from './audit-filters.tsx';

const listOptions: ListParamsOptions<(typeof AUDIT_FILTERS)[number]> = {
  filters: AUDIT_FILTERS,
  defaultSize: 25,
};

/** The audit's page, size and filters, kept in the address. */
export const useAuditParams = () => useListParams(listOptions);

/** The address's filters as the API's (the organisation only where the super admin may choose one). */
export const apiFilters = (f: AuditFilterValues, showOrganisation: boolean): Filters => ({
  person: f.person || undefined,
  subject: f.subject || undefined,
  action: f.action || undefined,
  from: f.from || undefined,
  to: f.to || undefined,
  organisation_id: showOrganisation ? f.organisation || undefined : undefined,
});

/** The audit, newest first, a page at a time from the server, with its filters in the address. */
export function AuditTable({ showOrganisation }: { showOrganisation: boolean }) {
  const t = useT();
  const dates = useDates();
  const tableLabels = useTableLabels();
  const { query, filters, setQuery, setFilters } = useAuditParams();
  const api = apiFilters(filters, showOrganisation);
  const page = useAudit(api, query.page, query.limit);
  const columns = useMemo(() => auditColumns({ t, dates, showOrganisation }), [t, dates, showOrganisation]);

  return (
    <DataTable<AuditEntry>
      label={t('audit.tableLabel')}
      columns={columns}
      rows={page.data?.items ?? []}
      rowCount={page.data?.total ?? 0}
      totalIsEstimate={page.data?.total_is_estimate ?? false}
      loading={page.isLoading}
      error={page.error ? t(loadErrorMessageId(page.error)) : null}
      onRetry={() => void page.mutate()}
      query={query}
      onQueryChange={setQuery}
      searchable={false}
      filtered={Object.values(api).some(Boolean)}
      filters={<AuditFilters values={filters} onChange={setFilters} showOrganisation={showOrganisation} />}
      pageSizeOptions={[25, 50, 100]}
      labels={tableLabels({
        emptyTitle: t('audit.empty'),
        emptyDescription: t('audit.emptyDescription'),
        errorTitle: t('audit.loadFailed'),
      })}
    />
  );
}
