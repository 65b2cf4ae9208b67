import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import PublishIcon from '@mui/icons-material/Publish';
import { MAX_PAGE_SIZE, type Language, type SigningReportRow } from '../../../api/contracts/index.ts';
import { useApiClient } from '../../../api/index.ts';
import { EmptyState, FilterSelect, PageHeader } from '../../../design-system/index.ts';
import { DataTable } from '../../../design-system/data-table.ts';
import {
  LoadError,
  Loading,
  tableData,
  type ListParamsOptions,
  useDates,
  useListParams,
  useT,
  useTableLabels,
} from '../../../lib/index.ts';
import { fetchSigningPage, useSigningPage, useTermsVersions, type SigningQuery } from '../api/terms.ts';
import { PublishTermsDialog } from './publish-terms-dialog.tsx';
import { signingColumns, signingExportColumns } from './signing-columns.tsx';
import { TermsText } from '../../terms-gate/index.ts';

const listOptions: ListParamsOptions<'version'> = { filters: ['version'] };
const LANGUAGES: Language[] = ['en', 'ar', 'es'];

/** /terms (admins): the current terms and earlier versions, publishing a new one, and who accepted which. */
export function TermsAdminPage() {
  const t = useT();
  const tableLabels = useTableLabels();
  const dates = useDates();
  const client = useApiClient();
  const versions = useTermsVersions();
  const [publishing, setPublishing] = useState(false);
  const [language, setLanguage] = useState<Language>('en');
  const { query, filters, setQuery, setFilters } = useListParams(listOptions);
  const signingQuery: SigningQuery = {
    page: query.page,
    size: query.limit,
    search: query.keyword,
    version: filters.version,
  };
  const page = useSigningPage(signingQuery);
  const columns = useMemo(() => signingColumns(t, dates), [t, dates]);
  const current = versions.data?.[0];

  return (
    <>
      <PageHeader
        title={t('terms.admin.title')}
        description={t('terms.admin.description')}
        actions={
          <Button variant="contained" startIcon={<PublishIcon />} onClick={() => setPublishing(true)}>
            {t('terms.admin.publish')}
          </Button>
        }
      />
      {versions.error ? (
        <LoadError
          title="terms.admin.loadFailed"
          error={versions.error}
          onRetry={() => void versions.mutate()}
        />
      ) : null}
      {!versions.data && !versions.error ? (
        <Box sx={{ mb: 3 }}>
          <Loading heights={[160]} label="terms.admin.loading" />
        </Box>
      ) : null}
      {versions.data?.length === 0 ? (
        <EmptyState title={t('terms.admin.empty')} description={t('terms.admin.emptyDescription')} />
      ) : null}
      {current ? (
        <Card variant="outlined" sx={{ mb: 3 }}>
          <CardContent>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
              useFlexGap
            >
              <Typography variant="h6" component="h2">
                {t('terms.admin.current', { version: current.version })}
              </Typography>
              <Chip
                size="small"
                color="success"
                label={t('terms.admin.accepted', { count: current.accepted_count ?? 0 })}
              />
              <Typography variant="body2" color="text.secondary">
                {t('terms.admin.publishedOn', { date: dates.date(current.published_at) })}
              </Typography>
            </Stack>
            <Tabs
              value={language}
              onChange={(_e, next: Language) => setLanguage(next)}
              aria-label={t('terms.admin.languages')}
            >
              {LANGUAGES.map((code) => (
                <Tab
                  key={code}
                  value={code}
                  label={t(`terms.languages.${code}`)}
                  disabled={!current.texts[code]}
                />
              ))}
            </Tabs>
            <Stack sx={{ pt: 2, maxHeight: 320, overflowY: 'auto' }}>
              <TermsText
                text={current.texts[language] ?? current.texts.en}
                language={current.texts[language] ? language : 'en'}
              />
            </Stack>
            {versions.data && versions.data.length > 1 ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {t('terms.admin.earlier', {
                  list: versions.data
                    .slice(1)
                    .map(
                      (v) => `${v.version} (${t('terms.admin.accepted', { count: v.accepted_count ?? 0 })})`,
                    )
                    .join(', '),
                })}
              </Typography>
            ) : null}
          </CardContent>
        </Card>
      ) : null}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('terms.report.title')}
      </Typography>
      <DataTable<SigningReportRow>
        label={t('terms.report.title')}
        columns={columns}
        {...tableData(page, t)}
        query={query}
        onQueryChange={setQuery}
        filtered={Boolean(filters.version)}
        filters={
          <FilterSelect
            label={t('terms.report.version')}
            value={filters.version}
            onChange={(version) => setFilters({ version })}
            allLabel={t('terms.report.allVersions')}
            options={(versions.data ?? []).map((v) => ({ value: v.version, label: v.version }))}
            minWidth={180}
          />
        }
        labels={tableLabels({
          search: t('terms.report.search'),
          emptyTitle: t('terms.report.empty'),
          errorTitle: t('terms.report.loadFailed'),
        })}
        exportOptions={{
          fileName: 'terms-acceptances.xlsx',
          pageSize: MAX_PAGE_SIZE,
          columns: signingExportColumns(t),
          fetchPage: async (p, size) => {
            const result = await fetchSigningPage(client, { ...signingQuery, page: p, size });
            return { rows: result.data, total: result.total };
          },
        }}
      />
      {publishing ? <PublishTermsDialog open onClose={() => setPublishing(false)} current={current} /> : null}
    </>
  );
}
