import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import BarChartIcon from '@mui/icons-material/BarChart';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MapIcon from '@mui/icons-material/Map';
import QuizIcon from '@mui/icons-material/Quiz';
import type { Quiz, QuizSummary } from '../../../api/contracts/quizzes.ts';
import { ConfirmDialog, EmptyState, PageHeader, useToast } from '../../../design-system/index.ts';
import { useApiClient } from '../../../api/index.ts';
import { LoadError, Loading, useT } from '../../../lib/index.ts';
import { useDeleteQuiz, useQuizzes, useSetQuizAreas } from '../api/quizzes.ts';
import { quizSchema } from '../../../api/contracts/quizzes.ts';
import { AreasDialog } from './areas-dialog.tsx';
import { localised } from './localised-fields.tsx';
import { QuizEditorDialog } from './quiz-editor-dialog.tsx';
import { QuizResultsDialog } from './quiz-results-dialog.tsx';

/** /quizzes: the organisation's quizzes, their areas and results; the editor opens over the list. */
export function QuizzesPage() {
  const t = useT();
  const { locale } = useIntl();
  const toast = useToast();
  const client = useApiClient();
  const list = useQuizzes();
  const { trigger: remove } = useDeleteQuiz();
  const { trigger: setAreas } = useSetQuizAreas();
  const [editing, setEditing] = useState<Quiz | null | undefined>(undefined);
  const [offering, setOffering] = useState<QuizSummary | null>(null);
  const [results, setResults] = useState<QuizSummary | null>(null);
  const [deleting, setDeleting] = useState<QuizSummary | null>(null);
  const title = (q: QuizSummary) => localised(q.title, locale);

  const edit = async (q: QuizSummary) => {
    try {
      setEditing(await client.request(`/quizzes/${q.id}`, { schema: quizSchema }));
    } catch {
      toast.error(t('quizzes.openFailed'));
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id);
      toast.success(t('quizzes.deleted', { title: title(deleting) }));
    } catch {
      toast.error(t('quizzes.deleteFailed'));
    } finally {
      setDeleting(null);
    }
  };
  const saveAreas = async (areaIds: string[]) => {
    if (!offering) return;
    try {
      await setAreas({ id: offering.id, areaIds });
      toast.success(t('quizzes.areas.saved', { title: title(offering) }));
      setOffering(null);
    } catch {
      toast.error(t('quizzes.areas.saveFailed'));
    }
  };
  const action = (label: string, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );

  const rows = list.data?.data;
  return (
    <>
      <PageHeader
        title={t('quizzes.title')}
        description={t('quizzes.description')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            {t('quizzes.create')}
          </Button>
        }
      />
      {list.error ? (
        <LoadError title="quizzes.loadFailed" error={list.error} onRetry={() => void list.mutate()} />
      ) : !rows ? (
        <Loading heights={[48, 48]} label="table.loading" />
      ) : rows.length === 0 ? (
        <EmptyState icon={<QuizIcon />} title={t('quizzes.empty')} description={t('quizzes.emptyHelp')} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('quizzes.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('quizzes.columns.title')}</TableCell>
                <TableCell align="right">{t('quizzes.columns.questions')}</TableCell>
                <TableCell align="right">{t('quizzes.columns.areas')}</TableCell>
                <TableCell align="right">{t('quizzes.columns.patients')}</TableCell>
                <TableCell align="right">{t('quizzes.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((q) => (
                <TableRow key={q.id}>
                  <TableCell>{title(q)}</TableCell>
                  <TableCell align="right">{q.question_count}</TableCell>
                  <TableCell align="right">{q.area_ids.length}</TableCell>
                  <TableCell align="right">{q.patient_count}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {action(t('quizzes.actions.edit', { title: title(q) }), <EditIcon />, () => void edit(q))}
                    {action(t('quizzes.actions.areas', { title: title(q) }), <MapIcon />, () =>
                      setOffering(q),
                    )}
                    {action(t('quizzes.actions.results', { title: title(q) }), <BarChartIcon />, () =>
                      setResults(q),
                    )}
                    {action(t('quizzes.actions.delete', { title: title(q) }), <DeleteIcon />, () =>
                      setDeleting(q),
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <QuizEditorDialog quiz={editing} onClose={() => setEditing(undefined)} />
      <AreasDialog
        title={offering ? title(offering) : null}
        selected={offering?.area_ids ?? []}
        onSave={saveAreas}
        onClose={() => setOffering(null)}
      />
      <QuizResultsDialog
        quiz={results ? { id: results.id, title: title(results) } : null}
        onClose={() => setResults(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t('quizzes.deleteTitle', { title: deleting ? title(deleting) : '' })}
        message={t('quizzes.deleteMessage')}
        confirmLabel={t('quizzes.delete')}
        cancelLabel={t('quizzes.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
