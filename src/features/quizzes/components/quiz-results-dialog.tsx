import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { PersonName } from '../../../design-system/index.ts';
import { LoadError, Loading, useDates, useT } from '../../../lib/index.ts';
import { useQuizResults } from '../api/quizzes.ts';
import { localised } from './localised-fields.tsx';
import { useLastShown } from './use-last-shown.ts';

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

/** A quiz's results: each patient's scores, and how each question was answered. */
export function QuizResultsDialog({
  quiz,
  onClose,
}: {
  quiz: { id: string; title: string } | null;
  onClose: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const dates = useDates();
  const shown = useLastShown(quiz);
  const results = useQuizResults(quiz?.id ?? null);
  const data = results.data;
  return (
    <Dialog open={quiz !== null} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('quizzes.results.title', { title: shown?.title ?? '' })}</DialogTitle>
      <DialogContent>
        {results.error ? (
          <LoadError
            title="quizzes.results.loadFailed"
            error={results.error}
            onRetry={() => void results.mutate()}
          />
        ) : !data ? (
          <Loading heights={[48, 48]} label="table.loading" />
        ) : data.patients.length === 0 ? (
          <Typography>{t('quizzes.results.none')}</Typography>
        ) : (
          <Stack spacing={3}>
            <section aria-labelledby="quiz-results-patients">
              <Typography id="quiz-results-patients" variant="h6" component="h3">
                {t('quizzes.results.perPatient')}
              </Typography>
              <Table size="small" aria-labelledby="quiz-results-patients">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('quizzes.results.patient')}</TableCell>
                    <TableCell align="right">{t('quizzes.results.lastScore')}</TableCell>
                    <TableCell align="right">{t('quizzes.results.bestScore')}</TableCell>
                    <TableCell align="right">{t('quizzes.results.attempts')}</TableCell>
                    <TableCell>{t('quizzes.results.lastSubmitted')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.patients.map((p) => (
                    <TableRow key={p.user.id}>
                      <TableCell>
                        <PersonName person={p.user} patientPrefix={t('quizzes.results.patientPrefix')} />
                      </TableCell>
                      <TableCell align="right">
                        {t('quizzes.results.score', { score: p.last_score, total: p.total })}
                      </TableCell>
                      <TableCell align="right">
                        {t('quizzes.results.score', { score: p.best_score, total: p.total })}
                      </TableCell>
                      <TableCell align="right">{p.attempts}</TableCell>
                      <TableCell>{dates.dateTime(p.last_submitted_at)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </section>
            <section aria-labelledby="quiz-results-questions">
              <Typography id="quiz-results-questions" variant="h6" component="h3">
                {t('quizzes.results.perQuestion')}
              </Typography>
              <Stack spacing={2}>
                {data.questions.map((q) => (
                  <Stack key={q.question_id} spacing={0.5}>
                    <Typography variant="subtitle1" component="h4">
                      {localised(q.text, intl.locale)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('quizzes.results.rightOf', {
                        correct: q.correct,
                        answered: q.answered,
                        percent: percent(q.correct, q.answered),
                      })}
                    </Typography>
                    {q.choices.map((c) => (
                      <Stack key={c.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Typography variant="body2" sx={{ minWidth: '40%' }}>
                          {localised(c.text, intl.locale)}
                          {c.correct && (
                            <CheckIcon
                              fontSize="inherit"
                              color="success"
                              titleAccess={t('quizzes.results.correctChoice')}
                              sx={{ ms: 0.5, verticalAlign: 'middle' }}
                            />
                          )}
                        </Typography>
                        <LinearProgress
                          variant="determinate"
                          value={percent(c.chosen, q.answered)}
                          color={c.correct ? 'success' : 'primary'}
                          sx={{ flexGrow: 1 }}
                          aria-label={t('quizzes.results.chosenBy', {
                            choice: localised(c.text, intl.locale),
                            n: c.chosen,
                          })}
                        />
                        <Typography variant="body2">{c.chosen}</Typography>
                      </Stack>
                    ))}
                  </Stack>
                ))}
              </Stack>
            </section>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('quizzes.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
