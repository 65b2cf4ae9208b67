import { useId, useState } from 'react';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RecordView } from '../../../api/contracts/audit.ts';
import { PlainTable, ScrollRegion, UserText } from '../../../design-system/index.ts';
import { LoadError, Loading, useDates, useT } from '../../../lib/index.ts';
import { useRecordViews } from '../api/audit.ts';
import { actionWords } from './action-words.ts';

/**
 * The guardian's account page: who at the hospital viewed or exported their family's data, so a
 * family can see its records are read by the people looking after the child and no one else.
 */
export function RecordViews() {
  const t = useT();
  const dates = useDates();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const views = useRecordViews(page);
  const data = views.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const row = (v: RecordView) => [
    dates.dateTime(v.at),
    <>
      <UserText>{v.viewer.name}</UserText>
      {` — ${t(`recordViews.roles.${v.viewer.role}`)}`}
    </>,
    actionWords(t, v.action),
    v.child ? <UserText>{v.child.name}</UserText> : t('recordViews.you'),
  ];

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 3, mt: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('recordViews.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('recordViews.description')}
      </Typography>
      {views.isLoading ? <Loading heights={[120]} label="recordViews.loading" /> : null}
      {views.error ? (
        <LoadError title="recordViews.loadFailed" error={views.error} onRetry={() => void views.mutate()} />
      ) : null}
      {data && !views.error && data.items.length === 0 ? (
        <Typography>{t('recordViews.empty')}</Typography>
      ) : null}
      {data && !views.error && data.items.length > 0 ? (
        <>
          <ScrollRegion labelledBy={headingId}>
            <PlainTable
              labelledBy={headingId}
              columns={[
                t('recordViews.columns.at'),
                t('recordViews.columns.viewer'),
                t('recordViews.columns.what'),
                t('recordViews.columns.child'),
              ]}
              rows={data.items.map(row)}
            />
          </ScrollRegion>
          {pages > 1 ? (
            <Pagination
              sx={{ mt: 1 }}
              count={pages}
              page={page}
              onChange={(_e, next) => setPage(next)}
              getItemAriaLabel={(type, n) =>
                type === 'page' ? t('recordViews.page', { n: n ?? 1 }) : t(`recordViews.${type}`)
              }
            />
          ) : null}
        </>
      ) : null}
    </Paper>
  );
}
