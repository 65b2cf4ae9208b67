import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useApiClient } from '../../../api/index.ts';
import { PageHeader, useToast } from '../../../design-system/index.ts';
import { LoadError, usePageCursors, useT } from '../../../lib/index.ts';
import { useQuestionnaire } from '../api/questionnaires.ts';
import { PREPARED_EXPORT_FILES, PREPARED_EXPORT_THRESHOLD } from '../../../api/contracts/questionnaires.ts';
import { fetchExport, useResponses, useResponseSummary } from '../api/responses.ts';
import { usePreparedExports, usePrepareExport } from '../api/prepared-exports.ts';
import { PreparedExportPanel } from './prepared-export.tsx';
import { save } from './save-file.ts';
import { localised } from '../components/localised.ts';
import { PerPerson } from './per-person.tsx';
import { PerQuestion } from './per-question.tsx';
import { ScoresTab } from './scores-tab.tsx';

type View = 'people' | 'questions' | 'scores';
const VIEWS: readonly string[] = ['people', 'questions', 'scores'];

type ExportKind = 'xlsx' | 'fhir' | 'ndjson';
const EXPORT_LABELS: Record<ExportKind, string> = {
  xlsx: 'questionnaires.responses.exportXlsx',
  fhir: 'questionnaires.responses.exportFhir',
  ndjson: 'questionnaires.preparedExport.exportNdjson',
};

/**
 * /questionnaires/responses?id: answers per person and per question, a child's score over time, and
 * the xlsx and FHIR exports. `&child=<patient id>&view=scores` opens that child's score over time
 * (the address a flag links to).
 */
export function ResponsesPage() {
  const t = useT();
  const { locale } = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const child = params.get('child') ?? '';
  const asked = params.get('view') ?? '';
  const tab: View = VIEWS.includes(asked) ? (asked as View) : 'people';
  // The view and the child stay in the address, so that it can be shared and linked to.
  const show = (next: { view?: View; child?: string }) =>
    setParams(
      (current) => {
        const to = new URLSearchParams(current);
        for (const [name, value] of Object.entries(next))
          if (value) to.set(name, value);
          else to.delete(name);
        return to;
      },
      { replace: true },
    );
  const questionnaire = useQuestionnaire(id);
  // The answers per person come a page at a time: a questionnaire sent to a whole hospital has
  // tens of thousands of them.
  const [page, setPage] = useState({ page: 1, size: 25, subject: child });
  // "Next page" walks by the cursor the page before gave; a jump asks by number.
  const listOf = (size: number, subject: string) => JSON.stringify([id, size, subject]);
  const cursors = usePageCursors(listOf(page.size, page.subject));
  const paged = { ...page, cursor: cursors.cursorOf(page.page) };
  const responses = useResponses(id, paged, (list) =>
    cursors.remember(listOf(paged.size, paged.subject), paged.page, list.next_cursor),
  );
  const summary = useResponseSummary(id);
  const [exporting, setExporting] = useState(false);
  // Above the threshold a file is prepared in the background: the export being followed.
  const [prepared, setPrepared] = useState<string | null>(null);
  const prepare = usePrepareExport();
  // After a reload, the latest export still being written or ready to download is shown again.
  const earlier = usePreparedExports(id);
  const resumed = earlier.data?.items.find((e) => ['queued', 'running', 'ready'].includes(e.state))?.id;
  const [closed, setClosed] = useState<string | null>(null);
  const following = prepared ?? resumed ?? null;

  // Without a questionnaire named in the address there is nothing to show: back to the list.
  if (!id) return <Navigate to="/questionnaires" replace />;
  const failed = questionnaire.error ?? responses.error ?? summary.error;
  if (failed)
    return (
      <LoadError
        title="questionnaires.responses.loadFailed"
        error={failed}
        onRetry={() => void Promise.all([questionnaire.mutate(), responses.mutate(), summary.mutate()])}
      />
    );
  if (!questionnaire.data || !responses.data || !summary.data)
    return <CircularProgress aria-label={t('table.loading')} />;

  const exportAs = async (kind: ExportKind) => {
    setExporting(true);
    try {
      if (summary.data && summary.data.completed > PREPARED_EXPORT_THRESHOLD)
        setPrepared((await prepare.trigger({ questionnaireId: id, format: kind })).id);
      else
        save(
          await fetchExport(client, id, kind),
          `questionnaire-${id}.${PREPARED_EXPORT_FILES[kind].extension}`,
        );
    } catch {
      toast.error(t('questionnaires.responses.exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  const { assigned, completed, score } = summary.data;

  return (
    <>
      <PageHeader
        title={t('questionnaires.responses.title', { title: localised(questionnaire.data.title, locale) })}
        description={t('questionnaires.responses.description')}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button onClick={() => void navigate(`/questionnaires/assign?id=${id}`)}>
              {t('questionnaires.responses.assign')}
            </Button>
            {(['xlsx', 'fhir', 'ndjson'] as const).map((kind) => (
              <Button
                key={kind}
                variant="outlined"
                startIcon={<DownloadIcon />}
                disabled={exporting}
                onClick={() => void exportAs(kind)}
              >
                {t(EXPORT_LABELS[kind])}
              </Button>
            ))}
          </Stack>
        }
      />
      {following && following !== closed ? (
        <PreparedExportPanel
          id={following}
          onClose={() => {
            setClosed(following);
            setPrepared(null);
          }}
        />
      ) : null}
      <Stack direction="row" spacing={3} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Typography>{t('questionnaires.responses.counts', { completed, assigned })}</Typography>
        {score ? <Typography>{t('questionnaires.responses.score', score)}</Typography> : null}
      </Stack>
      <Tabs
        value={tab}
        onChange={(_e, next: View) => show({ view: next === 'people' ? undefined : next })}
        aria-label={t('questionnaires.responses.tabs')}
        // On a phone the tabs scroll within the screen's width, not the page.
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        <Tab value="people" label={t('questionnaires.responses.perPerson')} />
        <Tab value="questions" label={t('questionnaires.responses.perQuestion')} />
        <Tab value="scores" label={t('questionnaires.scores.tab')} />
      </Tabs>
      {tab === 'people' ? (
        <Paper variant="outlined">
          <PerPerson
            list={responses.data}
            items={questionnaire.data.item}
            subject={page.subject}
            onPage={(next) => setPage((current) => ({ ...current, ...next }))}
            onSubject={(subject) => setPage((current) => ({ ...current, subject, page: 1 }))}
          />
        </Paper>
      ) : tab === 'questions' ? (
        <PerQuestion summary={summary.data} />
      ) : (
        <ScoresTab
          questionnaireId={id}
          subjects={responses.data.subjects}
          child={child}
          onChild={(next) => show({ child: next })}
        />
      )}
    </>
  );
}
