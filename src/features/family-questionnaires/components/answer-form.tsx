import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnswerValue, MyQuestionnaire } from '../../../api/contracts/questionnaires.ts';
import { useT } from '../../../lib/index.ts';
import {
  firstUnanswered,
  missingRequired,
  shownAnswers,
  toMap,
  visibleQuestions,
  type AnswerMap,
} from '../logic.ts';
import { QuestionField } from './question-field.tsx';
import { localised } from './texts.ts';
import { useAutosave } from './use-autosave.ts';

export interface AnswerFormProps {
  response: MyQuestionnaire;
  /** One question at a time (a phone) or all on one page (a wide screen). */
  oneAtATime: boolean;
  onSubmit: (answers: ReturnType<typeof shownAnswers>) => Promise<void>;
}

/** Puts the keyboard on a question's first input (after a step, or on the first missing answer). */
const focusQuestion = (root: HTMLElement | null, linkId: string) =>
  root
    ?.querySelector<HTMLElement>(`[data-question="${CSS.escape(linkId)}"]`)
    ?.querySelector<HTMLElement>('input, textarea')
    ?.focus();

/**
 * The answers are a controlled model driven by the shared logic module rather than a react-hook-form
 * + zod form: the questions, which of them show and which are required come from the definition at
 * run time and change with every answer (branching), and the server checks them with the same
 * module, so a zod schema here would be a second copy of those rules.
 */
export function AnswerForm({ response, oneAtATime, onSubmit }: AnswerFormProps) {
  const t = useT();
  const { locale } = useIntl();
  const root = useRef<HTMLFormElement>(null);
  const [answers, setAnswers] = useState<AnswerMap>(() => toMap(response.answers));
  // A half-answered set resumes at its first unanswered question, not at question 1.
  const resumed = response.answers.length > 0;
  const [step, setStep] = useState(() => firstUnanswered(response.item, toMap(response.answers)));
  const [missing, setMissing] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const questions = visibleQuestions(response.item, answers);
  const autosave = useAutosave(
    response.response_id,
    () => shownAnswers(response.item, answers),
    response.draft_saved_at !== null,
  );
  const current = questions[Math.min(step, questions.length - 1)];
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current && current) focusQuestion(root.current, current.linkId);
  }, [step, current]);
  // On one page, the keyboard (and the scroll) starts at the question to resume at.
  const resumeAt = useRef(resumed && !oneAtATime ? current?.linkId : undefined);
  useEffect(() => {
    if (resumeAt.current) focusQuestion(root.current, resumeAt.current);
  }, []);

  const answer = (linkId: string, values: AnswerValue[]) => {
    setAnswers((before) => ({ ...before, [linkId]: values }));
    setMissing((before) => before.filter((id) => id !== linkId));
    autosave.changed();
  };
  const go = (next: number) => {
    moved.current = true;
    autosave.now();
    setStep(Math.max(0, Math.min(next, questions.length - 1)));
  };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const absent = missingRequired(response.item, answers);
    setMissing(absent);
    if (absent.length) {
      const [firstMissing] = absent;
      if (oneAtATime) {
        moved.current = true;
        setStep(questions.findIndex((q) => q.linkId === firstMissing));
      } else if (firstMissing) focusQuestion(root.current, firstMissing);
      return;
    }
    setSending(true);
    try {
      autosave.cancel();
      await onSubmit(shownAnswers(response.item, answers));
    } finally {
      setSending(false);
    }
  };
  const names = missing.map((id) => localised(questions.find((q) => q.linkId === id)?.text, locale));
  const shown = oneAtATime && current ? [current] : questions;
  const last = !oneAtATime || step >= questions.length - 1;
  return (
    <Box component="form" ref={root} noValidate onSubmit={(e) => void submit(e)}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        {oneAtATime ? (
          <Typography aria-live="polite">
            {t('familyQuestionnaires.progress', { current: step + 1, total: questions.length })}
          </Typography>
        ) : (
          <span />
        )}
        <Typography role="status" variant="body2" color="text.secondary">
          {autosave.state === 'idle' ? '' : t(`familyQuestionnaires.${autosave.state}`)}
        </Typography>
      </Stack>
      {resumed ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('familyQuestionnaires.resumed')}
        </Alert>
      ) : null}
      {missing.length ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('familyQuestionnaires.missing', { questions: names.join(', ') })}
        </Alert>
      ) : null}
      <Stack spacing={3}>
        {shown.map((q) => (
          <Box key={q.linkId} data-question={q.linkId}>
            <QuestionField
              item={q}
              values={answers[q.linkId] ?? []}
              onChange={(values) => answer(q.linkId, values)}
              error={missing.includes(q.linkId) ? t('familyQuestionnaires.required') : undefined}
            />
          </Box>
        ))}
      </Stack>
      <Stack direction="row" useFlexGap spacing={2} sx={{ mt: 3, flexWrap: 'wrap' }}>
        {oneAtATime ? (
          <Button variant="outlined" disabled={step === 0} onClick={() => go(step - 1)}>
            {t('familyQuestionnaires.back')}
          </Button>
        ) : null}
        {/* Keyed apart: were React to reuse Next's element as the submit button, the tap on Next would
            send the form (the browser submits once the click's handler has turned it into a submit). */}
        {last ? (
          <Button key="submit" type="submit" variant="contained" disabled={sending}>
            {t('familyQuestionnaires.submit')}
          </Button>
        ) : (
          <Button key="next" variant="contained" onClick={() => go(step + 1)}>
            {t('familyQuestionnaires.next')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
