import { useMemo, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  answerState,
  type AnswerItem,
  type AnswerValue,
  type QuestionnaireItem,
} from '../../../api/contracts/questionnaires.ts';
import { PageHeader } from '../../../design-system/index.ts';
import { LoadError, useT } from '../../../lib/index.ts';
import { useQuestionnaire } from '../api/questionnaires.ts';
import { localised } from '../components/localised.ts';

/** The app's languages, each a key of a questionnaire's texts. */
const LANGUAGES = ['en', 'ar', 'es'] as const;
type QuestionnaireLanguage = (typeof LANGUAGES)[number];
type Answers = Record<string, AnswerValue>;

/** One question as the app shows it; what it shows next depends on the answers (live branching). */
function PreviewItem(props: {
  item: QuestionnaireItem;
  lang: QuestionnaireLanguage;
  enabled: Set<string>;
  answers: Answers;
  onAnswer: (linkId: string, value: AnswerValue | null) => void;
}) {
  const t = useT();
  const { item, lang, enabled, answers, onAnswer } = props;
  if (!enabled.has(item.linkId)) return null;
  const label = `${localised(item.text, lang)}${item.required ? ' *' : ''}`;
  const value = answers[item.linkId];
  if (item.type === 'display') return <Typography>{label}</Typography>;
  if (item.type === 'group')
    return (
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {label}
        </Typography>
        <Stack spacing={2}>
          {(item.item ?? []).map((child) => (
            <PreviewItem key={child.linkId} {...props} item={child} />
          ))}
        </Stack>
      </Box>
    );
  // Yes and No are the app's words in the previewed language, whatever the portal's language.
  if (item.type === 'boolean' || item.type === 'choice' || item.type === 'open-choice') {
    const choices =
      item.type === 'boolean'
        ? [
            { code: 'true', text: t(`questionnaires.preview.answerYes.${lang}`) },
            { code: 'false', text: t(`questionnaires.preview.answerNo.${lang}`) },
          ]
        : (item.answerOption ?? []).map((o) => ({ code: o.code, text: localised(o.display, lang) }));
    const current =
      value?.valueBoolean !== undefined ? String(value.valueBoolean) : (value?.valueCoding?.code ?? '');
    return (
      <Box>
        <Typography sx={{ mb: 0.5 }}>{label}</Typography>
        <RadioGroup
          aria-label={label}
          value={current}
          onChange={(_e, code) =>
            onAnswer(
              item.linkId,
              item.type === 'boolean' ? { valueBoolean: code === 'true' } : { valueCoding: { code } },
            )
          }
        >
          {choices.map((c) => (
            <FormControlLabel key={c.code} value={c.code} control={<Radio />} label={c.text} />
          ))}
        </RadioGroup>
      </Box>
    );
  }
  const numeric = item.type === 'integer' || item.type === 'decimal';
  return (
    <TextField
      label={label}
      fullWidth
      multiline={item.type === 'text'}
      minRows={item.type === 'text' ? 3 : undefined}
      type={numeric ? 'number' : item.type === 'date' ? 'date' : 'text'}
      slotProps={{ inputLabel: { shrink: true } }}
      onChange={(e) => {
        const raw = e.target.value;
        if (!raw) return onAnswer(item.linkId, null);
        onAnswer(
          item.linkId,
          item.type === 'integer'
            ? { valueInteger: Math.trunc(Number(raw)) }
            : item.type === 'decimal'
              ? { valueDecimal: Number(raw) }
              : item.type === 'date'
                ? { valueDate: raw }
                : { valueString: raw },
        );
      }}
    />
  );
}

/** /questionnaires/preview?id: the questionnaire at phone size, in the app's language and direction. */
export function PreviewPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data, error, mutate } = useQuestionnaire(id);
  const [lang, setLang] = useState<QuestionnaireLanguage>('en');
  const [answers, setAnswers] = useState<Answers>({});
  const answerItems: AnswerItem[] = useMemo(
    () => Object.entries(answers).map(([linkId, value]) => ({ linkId, answer: [value] })),
    [answers],
  );
  // The shared logic the server validates with: what shows, what is still required, the score.
  const state = useMemo(() => (data ? answerState(data, answerItems) : null), [data, answerItems]);
  // Without a questionnaire named in the address there is nothing to show: back to the list.
  if (!id) return <Navigate to="/questionnaires" replace />;
  if (error)
    return (
      <LoadError title="questionnaires.builder.loadFailed" error={error} onRetry={() => void mutate()} />
    );
  if (!data || !state) return <CircularProgress aria-label={t('table.loading')} />;
  const { visible: enabled, missing, score } = state;
  const onAnswer = (linkId: string, value: AnswerValue | null) =>
    setAnswers((current) => {
      const rest = Object.fromEntries(Object.entries(current).filter(([id]) => id !== linkId));
      return value ? { ...rest, [linkId]: value } : rest;
    });
  return (
    <>
      <PageHeader
        title={t('questionnaires.preview.title')}
        description={t('questionnaires.preview.description')}
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={lang}
          onChange={(_e, next: QuestionnaireLanguage | null) => next && setLang(next)}
          aria-label={t('questionnaires.preview.language')}
        >
          {LANGUAGES.map((l) => (
            <ToggleButton key={l} value={l}>
              {t(`questionnaires.builder.lang.${l}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {score === null ? null : (
          <Typography role="status" aria-label={t('questionnaires.preview.scoreStatus')}>
            {t('questionnaires.preview.score', { score })}
          </Typography>
        )}
        <Typography role="status" aria-label={t('questionnaires.preview.requiredStatus')}>
          {missing.length
            ? t('questionnaires.preview.missing', { count: missing.length })
            : t('questionnaires.preview.complete')}
        </Typography>
      </Stack>
      {/* The app's phone screen: 375 px wide, in the chosen language's direction. */}
      <Paper
        variant="outlined"
        role="region"
        aria-label={t('questionnaires.preview.phone')}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        lang={lang}
        sx={{ width: 375, maxWidth: '100%', p: 2, borderRadius: 4 }}
      >
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {localised(data.title, lang)}
        </Typography>
        {data.description ? (
          <Typography sx={{ mb: 2 }}>{localised(data.description, lang)}</Typography>
        ) : null}
        <Stack spacing={2}>
          {data.item.map((item) => (
            <PreviewItem
              key={item.linkId}
              item={item}
              lang={lang}
              enabled={enabled}
              answers={answers}
              onAnswer={onAnswer}
            />
          ))}
        </Stack>
      </Paper>
    </>
  );
}
