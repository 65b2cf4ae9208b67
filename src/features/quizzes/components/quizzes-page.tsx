import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import BarChartIcon from '@mui/icons-material/BarChart';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MapIcon from '@mui/icons-material/Map';
import QuizIcon from '@mui/icons-material/Quiz';
import type { Quiz, QuizSummary } from '../../../api/contracts/quizzes.ts';
import { EmptyState, PageHeader, useToast } from '../../../design-system/index.ts';
import { useApiClient } from '../../../api/index.ts';
import { LoadError, Loading, useT } from '../../../lib/index.ts';
import { useDeleteQuiz, useQuizzes, useSetQuizAreas } from '../api/quizzes.ts';
import { quizzesEndpoints } from '../../../api/contracts/quizzes.ts';
import { RowAction, useListActions } from './list-actions.tsx';
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
  const [results, setResults] = useState<QuizSummary | null>(null);
  const title = (q: QuizSummary) => localised(q.title, locale);
  const rowActions = useListActions({ prefix: 'quizzes', title, remove, setAreas });

  const edit = async (q: QuizSummary) => {
    try {
      setEditing(await client.call(quizzesEndpoints.get, { params: { id: q.id } }));
    } catch {
      toast.error(t('quizzes.openFailed'));
    }
  };

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
                    <RowAction
                      label={t('quizzes.actions.edit', { title: title(q) })}
                      icon={<EditIcon />}
                      onClick={() => void edit(q)}
                    />
                    <RowAction
                      label={t('quizzes.actions.areas', { title: title(q) })}
                      icon={<MapIcon />}
                      onClick={() => rowActions.offer(q)}
                    />
                    <RowAction
                      label={t('quizzes.actions.results', { title: title(q) })}
                      icon={<BarChartIcon />}
                      onClick={() => setResults(q)}
                    />
                    <RowAction
                      label={t('quizzes.actions.delete', { title: title(q) })}
                      icon={<DeleteIcon />}
                      onClick={() => rowActions.askToDelete(q)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <QuizEditorDialog quiz={editing} onClose={() => setEditing(undefined)} />
      <QuizResultsDialog
        quiz={results ? { id: results.id, title: title(results) } : null}
        onClose={() => setResults(null)}
      />
      {rowActions.dialogs}
    </>
  );
}
