import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import ImageIcon from '@mui/icons-material/Image';
import {
  QUIZ_CHOICES_MAX,
  QUIZ_IMAGE_TYPES,
  QUIZ_KINDS,
  type QuizQuestionInput,
} from '../../../api/contracts/quizzes.ts';
import { IMAGE_SMALL_WIDTHS, responsiveImage, useToast } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { useUploadQuizImage } from '../api/quizzes.ts';
import { LocalisedFields } from './localised-fields.tsx';

/** A question being edited, with the address of its image for the preview. */
export type DraftQuestion = QuizQuestionInput & { image_url?: string | null };

interface QuestionEditorProps {
  index: number;
  question: DraftQuestion;
  onChange: (next: DraftQuestion) => void;
  onRemove?: () => void;
  showErrors: boolean;
}

const nextId = (ids: string[], prefix: string) => {
  let n = ids.length + 1;
  while (ids.includes(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
};

export const newQuestion = (ids: string[]): DraftQuestion => ({
  id: nextId(ids, 'q'),
  kind: 'single',
  text: { en: '' },
  explanation: null,
  image_id: null,
  choices: [
    { id: 'a', text: { en: '' }, correct: true },
    { id: 'b', text: { en: '' }, correct: false },
  ],
});

/** One question: its kind, text, explanation, image and choices with the correct ones ticked. */
export function QuestionEditor({ index, question, onChange, onRemove, showErrors }: QuestionEditorProps) {
  const t = useT();
  const toast = useToast();
  const { trigger: upload } = useUploadQuizImage();
  const [uploading, setUploading] = useState(false);
  const number = String(index + 1);
  const set = (patch: Partial<DraftQuestion>) => onChange({ ...question, ...patch });
  const setChoice = (i: number, patch: Partial<DraftQuestion['choices'][number]>) =>
    set({
      choices: question.choices.map((c, j) => {
        if (j === i) return { ...c, ...patch };
        // A single-choice question has one correct answer: ticking one unticks the others.
        return patch.correct && question.kind === 'single' ? { ...c, correct: false } : c;
      }),
    });
  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const image = await upload(file);
      set({ image_id: image.id, image_url: image.url });
    } catch {
      toast.error(t('quizzes.editor.imageFailed'));
    } finally {
      setUploading(false);
    }
  };
  const correct = question.choices.filter((c) => c.correct).length;
  const wrongCount = question.kind === 'single' ? correct !== 1 : correct < 1;

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-label={t('quizzes.editor.question', { n: number })}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
            {t('quizzes.editor.question', { n: number })}
          </Typography>
          <TextField
            select
            size="small"
            label={t('quizzes.editor.kind')}
            value={question.kind}
            onChange={(e) => set({ kind: e.target.value as DraftQuestion['kind'] })}
          >
            {QUIZ_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`quizzes.kinds.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          {onRemove && (
            <IconButton aria-label={t('quizzes.editor.removeQuestion', { n: number })} onClick={onRemove}>
              <DeleteIcon />
            </IconButton>
          )}
        </Stack>
        <LocalisedFields
          label={t('quizzes.editor.questionText')}
          value={question.text}
          onChange={(text) => set({ text })}
          required
          showErrors={showErrors}
        />
        <LocalisedFields
          label={t('quizzes.editor.explanation')}
          value={question.explanation ?? { en: '' }}
          onChange={(explanation) => set({ explanation: explanation.en ? explanation : null })}
          multiline
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button
            component="label"
            role={undefined}
            variant="outlined"
            startIcon={<ImageIcon />}
            disabled={uploading}
          >
            {question.image_id ? t('quizzes.editor.replaceImage') : t('quizzes.editor.addImage')}
            <input
              hidden
              type="file"
              accept={QUIZ_IMAGE_TYPES.join(',')}
              onChange={(e) => void pickImage(e.target.files?.[0])}
            />
          </Button>
          {question.image_url && (
            <Box
              component="img"
              // 48 px high: a landscape picture is about twice as wide.
              {...responsiveImage(question.image_url, '128px', IMAGE_SMALL_WIDTHS)}
              alt={t('quizzes.editor.imageAlt', { n: number })}
              sx={{ height: 48, borderRadius: 1 }}
            />
          )}
          {question.image_id && (
            <Button size="small" onClick={() => set({ image_id: null, image_url: null })}>
              {t('quizzes.editor.removeImage')}
            </Button>
          )}
        </Stack>
        <Typography variant="subtitle2" component="h4">
          {t(question.kind === 'single' ? 'quizzes.editor.choicesSingle' : 'quizzes.editor.choicesMultiple')}
        </Typography>
        {question.choices.map((choice, i) => (
          <Stack key={choice.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Checkbox
              checked={choice.correct}
              onChange={(e) => setChoice(i, { correct: e.target.checked })}
              slotProps={{ input: { 'aria-label': t('quizzes.editor.correct', { n: String(i + 1) }) } }}
            />
            <Box sx={{ flexGrow: 1 }}>
              <LocalisedFields
                label={t('quizzes.editor.choice', { n: String(i + 1) })}
                value={choice.text}
                onChange={(text) => setChoice(i, { text })}
                required
                showErrors={showErrors}
              />
            </Box>
            {question.choices.length > 2 && (
              <IconButton
                aria-label={t('quizzes.editor.removeChoice', { n: String(i + 1) })}
                onClick={() => set({ choices: question.choices.filter((_, j) => j !== i) })}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        ))}
        {showErrors && wrongCount && (
          <Typography color="error" variant="body2" role="alert">
            {t(question.kind === 'single' ? 'quizzes.editor.oneCorrect' : 'quizzes.editor.someCorrect')}
          </Typography>
        )}
        <Box>
          <Button
            startIcon={<AddIcon />}
            disabled={question.choices.length >= QUIZ_CHOICES_MAX}
            onClick={() =>
              set({
                choices: [
                  ...question.choices,
                  {
                    id: nextId(
                      question.choices.map((c) => c.id),
                      'c',
                    ),
                    text: { en: '' },
                    correct: false,
                  },
                ],
              })
            }
          >
            {t('quizzes.editor.addChoice')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** Whether a question can be saved: texts in English and the right number of correct choices. */
export const questionComplete = (q: DraftQuestion): boolean => {
  const correct = q.choices.filter((c) => c.correct).length;
  return (
    q.text.en.trim() !== '' &&
    q.choices.every((c) => c.text.en.trim() !== '') &&
    (q.kind === 'single' ? correct === 1 : correct >= 1)
  );
};
