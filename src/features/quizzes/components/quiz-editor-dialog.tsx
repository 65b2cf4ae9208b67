import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { QUIZ_QUESTIONS_MAX, type Quiz, type QuizInput } from '../../../api/contracts/quizzes.ts';
import { useToast } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { useSaveQuiz } from '../api/quizzes.ts';
import { LocalisedFields } from './localised-fields.tsx';
import { SaveFailureAlert, useSaveFailure, type SaveFailure } from './save-refusal.tsx';
import { useLastShown } from './use-last-shown.ts';
import { newQuestion, QuestionEditor, questionComplete, type DraftQuestion } from './question-editor.tsx';

interface Draft {
  title: QuizInput['title'];
  description: QuizInput['title'];
  questions: DraftQuestion[];
}

const blank = (): Draft => ({ title: { en: '' }, description: { en: '' }, questions: [newQuestion([])] });
const fromQuiz = (quiz: Quiz): Draft => ({
  title: quiz.title,
  description: quiz.description ?? { en: '' },
  questions: quiz.questions,
});

/** What the API takes: the draft without the image previews. */
const toBody = (draft: Draft): QuizInput => ({
  title: draft.title,
  description: draft.description.en.trim() ? draft.description : null,
  questions: draft.questions.map(({ image_url: _url, ...q }) => ({
    ...q,
    explanation: q.explanation?.en.trim() ? q.explanation : null,
  })),
});

interface QuizEditorDialogProps {
  /** Open with `null` for a new quiz, or the quiz to edit; closed when undefined. */
  quiz: Quiz | null | undefined;
  onClose: () => void;
}

/** Creates or edits a quiz: its title and description, and its questions with their choices. */
export function QuizEditorDialog({ quiz, onClose }: QuizEditorDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const opened = useMemo(() => (quiz === undefined ? null : { quiz }), [quiz]);
  const shown = useLastShown(opened);
  return (
    <Dialog open={quiz !== undefined} onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone}>
      {/* Mounted per opening, so the form starts from the quiz as saved. */}
      {shown && <QuizEditorDialogForm key={shown.quiz?.id ?? 'new'} quiz={shown.quiz} onClose={onClose} />}
    </Dialog>
  );
}

function QuizEditorDialogForm({ quiz, onClose }: { quiz: Quiz | null; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const { trigger: save, isMutating } = useSaveQuiz();
  const [draft, setDraft] = useState<Draft>(() => (quiz ? fromQuiz(quiz) : blank()));
  const [showErrors, setShowErrors] = useState(false);
  const [failed, setFailed] = useState<SaveFailure | null>(null);
  const failure = useSaveFailure('quizzes', (path) => {
    const question = /^questions\.(\d+)/.exec(path);
    if (question) return t('quizzes.editor.question', { n: String(Number(question[1]) + 1) });
    if (path.startsWith('title')) return t('quizzes.editor.quizTitle');
    if (path.startsWith('description')) return t('quizzes.editor.description');
    return null;
  });

  const complete = draft.title.en.trim() !== '' && draft.questions.every(questionComplete);
  const submit = async () => {
    setShowErrors(true);
    if (!complete) return;
    try {
      await save({ ...(quiz ? { id: quiz.id } : {}), body: toBody(draft) });
      toast.success(t(quiz ? 'quizzes.updated' : 'quizzes.created', { title: draft.title.en }));
      onClose();
    } catch (error) {
      setFailed(failure(error));
    }
  };
  const setQuestion = (i: number, next: DraftQuestion) =>
    setDraft((d) => ({ ...d, questions: d.questions.map((q, j) => (j === i ? next : q)) }));

  return (
    <>
      <DialogTitle>{t(quiz ? 'quizzes.editor.editTitle' : 'quizzes.editor.newTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failed && <SaveFailureAlert failure={failed} />}
          {showErrors && !complete && <Alert severity="warning">{t('quizzes.editor.incomplete')}</Alert>}
          <LocalisedFields
            label={t('quizzes.editor.quizTitle')}
            value={draft.title}
            onChange={(title) => setDraft((d) => ({ ...d, title }))}
            required
            showErrors={showErrors}
          />
          <LocalisedFields
            label={t('quizzes.editor.description')}
            value={draft.description}
            onChange={(description) => setDraft((d) => ({ ...d, description }))}
            multiline
          />
          {draft.questions.map((q, i) => (
            <QuestionEditor
              key={q.id}
              index={i}
              question={q}
              showErrors={showErrors}
              onChange={(next) => setQuestion(i, next)}
              onRemove={
                draft.questions.length > 1
                  ? () => setDraft((d) => ({ ...d, questions: d.questions.filter((_, j) => j !== i) }))
                  : undefined
              }
            />
          ))}
          <Button
            startIcon={<AddIcon />}
            sx={{ alignSelf: 'flex-start' }}
            disabled={draft.questions.length >= QUIZ_QUESTIONS_MAX}
            onClick={() =>
              setDraft((d) => ({
                ...d,
                questions: [...d.questions, newQuestion(d.questions.map((q) => q.id))],
              }))
            }
          >
            {t('quizzes.editor.addQuestion')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('quizzes.cancel')}</Button>
        <Button variant="contained" disabled={isMutating} onClick={() => void submit()}>
          {t('quizzes.save')}
        </Button>
      </DialogActions>
    </>
  );
}
