import { useMemo, useState, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { CrossFeedback } from '../../../api/contracts/product-reports.ts';
import { PageHeader, PlainTable, ScrollRegion } from '../../../design-system/index.ts';
import { DataTable, defaultTableQuery } from '../../../design-system/data-table.ts';
import { LoadError, Loading, tableData, useDates, useT, useTableLabels } from '../../../lib/index.ts';
import { useCrossFeedback, useNewsletterUsers, useOrganisationUsage } from '../api/product-reports.ts';

/** A titled table with its loading, error and empty states. */
function Section(props: {
  title: string;
  headers: string[];
  rows: ReactNode[][] | undefined;
  error: unknown;
  /** The message id of the load failure. */
  failed: string;
  empty: string;
  retry: () => void;
}) {
  return (
    <section>
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {props.title}
      </Typography>
      {props.error ? (
        <LoadError title={props.failed} error={props.error} onRetry={props.retry} />
      ) : !props.rows ? (
        <Loading heights={[24, 24]} label="table.loading" />
      ) : props.rows.length === 0 ? (
        <Typography color="text.secondary">{props.empty}</Typography>
      ) : (
        <Paper variant="outlined">
          <ScrollRegion label={props.title}>
            <PlainTable columns={props.headers} rows={props.rows} label={props.title} />
          </ScrollRegion>
        </Paper>
      )}
    </section>
  );
}

/** /reports (super admin): organisations with seats and usage, newsletter subscribers, registration feedback. */
export function ProductReportsPage() {
  const t = useT();
  const tableLabels = useTableLabels();
  const dates = useDates();
  const usage = useOrganisationUsage();
  const newsletter = useNewsletterUsers();
  const [query, setQuery] = useState(defaultTableQuery);
  const feedback = useCrossFeedback(query.page, query.limit);
  const feedbackColumns = useMemo<GridColDef<CrossFeedback>[]>(
    () => [
      {
        field: 'organisation_name',
        headerName: t('productReports.organisation'),
        flex: 1,
        sortable: false,
      },
      { field: 'category', headerName: t('productReports.category'), width: 130, sortable: false },
      { field: 'text', headerName: t('productReports.feedbackText'), flex: 2, sortable: false },
      {
        field: 'received_at',
        headerName: t('productReports.received'),
        width: 130,
        sortable: false,
        valueFormatter: (v: string) => dates.date(v),
      },
    ],
    [t, dates],
  );
  return (
    <>
      <PageHeader title={t('productReports.title')} description={t('productReports.description')} />
      <Section
        title={t('productReports.organisations')}
        headers={[
          t('productReports.organisation'),
          t('productReports.seats'),
          t('productReports.patients'),
          t('productReports.guardians'),
          t('productReports.active'),
          t('productReports.sessions'),
        ]}
        rows={usage.data?.organisations.map((o) => [
          o.name,
          t('productReports.seatsValue', { used: String(o.seats_used), seats: String(o.seats) }),
          o.patients,
          o.guardians,
          o.active_patients_30d,
          o.app_sessions_30d,
        ])}
        error={usage.error}
        failed="productReports.organisationsFailed"
        empty={t('productReports.organisationsEmpty')}
        retry={() => void usage.mutate()}
      />
      <Section
        title={t('productReports.newsletter')}
        headers={[
          t('productReports.name'),
          t('productReports.email'),
          t('productReports.organisation'),
          t('productReports.since'),
        ]}
        rows={newsletter.data?.users.map((u) => [
          `${u.first_name} ${u.surname}`.trim(),
          u.email,
          u.organisation_name,
          dates.date(u.subscribed_at),
        ])}
        error={newsletter.error}
        failed="productReports.newsletterFailed"
        empty={t('productReports.newsletterEmpty')}
        retry={() => void newsletter.mutate()}
      />
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {t('productReports.feedback')}
      </Typography>
      <DataTable<CrossFeedback>
        label={t('productReports.feedback')}
        columns={feedbackColumns}
        {...tableData(feedback, t)}
        query={query}
        onQueryChange={setQuery}
        searchable={false}
        labels={tableLabels({
          emptyTitle: t('productReports.feedbackEmpty'),
          errorTitle: t('productReports.feedbackFailed'),
        })}
      />
    </>
  );
}
