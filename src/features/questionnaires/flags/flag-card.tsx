import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FlagState, QuestionnaireFlag } from '../../../api/contracts/questionnaires.ts';
import { personDisplayName, UserText, useToast } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { useCan } from '../../session/index.ts';
import { localised } from '../components/localised.ts';
import { RespondentName } from '../components/respondent-name.tsx';
import { useFlagStep } from './api.ts';
import { FlagClock } from './flag-clock.tsx';

const TONE: Record<FlagState, 'error' | 'warning' | 'info' | 'success'> = {
  raised: 'error',
  acknowledged: 'warning',
  in_progress: 'info',
  resolved: 'success',
};

/**
 * Why the flag was raised: the rule (by its name, when it has one), a score at or over its
 * threshold or its answer to a question, named by the text the flag carries (staff accounts do not
 * read questionnaires themselves).
 */
function RuleText({ flag }: { flag: QuestionnaireFlag }) {
  const t = useT();
  const { locale } = useIntl();
  const { rule } = flag;
  const label = rule.label ? localised(rule.label, locale) : null;
  if (rule.kind === 'score') {
    const values = { score: flag.score ?? '—', threshold: rule.threshold ?? '—' };
    return label
      ? t('questionnaires.flags.ruleScoreNamed', { ...values, label })
      : t('questionnaires.flags.ruleScore', values);
  }
  const question = flag.question ? localised(flag.question, locale) : (rule.linkId ?? '');
  return label
    ? t('questionnaires.flags.ruleAnswerNamed', { question, label })
    : t('questionnaires.flags.ruleAnswer', { question });
}

/**
 * One flag as a card (it reads on a 390 px phone as on a desk): the child it is about, who
 * answered, the questionnaire and the rule, its state and clock, and the next step.
 */
export function FlagCard({
  flag,
  onStep,
}: {
  flag: QuestionnaireFlag;
  onStep: (action: 'acknowledge' | 'resolve', who: string) => void;
}) {
  const t = useT();
  const { locale } = useIntl();
  const toast = useToast();
  const headingId = useId();
  const { trigger, isMutating } = useFlagStep();
  // The answers are the admins' to read: a staff account sees the questionnaire's title alone.
  const readsAnswers = useCan('questionnaires.manage');
  const child = flag.subject ?? flag.user;
  const who = personDisplayName(child, t('questionnaires.people.patientPrefix')).text;
  const start = async () => {
    try {
      await trigger({ id: flag.id, action: 'start' });
      toast.success(t('questionnaires.flags.steps.start.done'));
    } catch {
      toast.error(t('questionnaires.flags.steps.start.failed'));
    }
  };
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2">
          <RespondentName person={child} />
        </Typography>
        <Chip size="small" color={TONE[flag.state]} label={t(`questionnaires.flags.state.${flag.state}`)} />
      </Stack>
      {flag.subject && flag.subject.id !== flag.user.id ? (
        <Typography variant="body2">
          {t('questionnaires.flags.answeredBy')} <RespondentName person={flag.user} />
        </Typography>
      ) : null}
      <Typography variant="body2">
        {readsAnswers ? (
          <Link component={RouterLink} to={`/questionnaires/responses?id=${flag.questionnaire_id}`}>
            <UserText>{localised(flag.questionnaire_title, locale)}</UserText>
          </Link>
        ) : (
          <UserText>{localised(flag.questionnaire_title, locale)}</UserText>
        )}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <RuleText flag={flag} />
      </Typography>
      {readsAnswers && flag.rule.kind === 'score' && flag.subject ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          <Link
            component={RouterLink}
            to={`/questionnaires/responses?id=${flag.questionnaire_id}&child=${flag.subject.id}&view=scores`}
          >
            {t('questionnaires.flags.scoreOverTime', { child: who })}
          </Link>
        </Typography>
      ) : null}
      <FlagClock flag={flag} />
      {flag.note ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('questionnaires.flags.noteShown', { note: flag.note })}
        </Typography>
      ) : null}
      {flag.outcome ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('questionnaires.flags.outcomeShown', {
            outcome: t(`questionnaires.flags.outcome.${flag.outcome}`),
            note: flag.resolution_note ?? '',
          })}
        </Typography>
      ) : null}
      <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
        {flag.state === 'raised' ? (
          <Button
            variant="contained"
            aria-label={t('questionnaires.flags.acknowledgeNamed', { name: who })}
            onClick={() => onStep('acknowledge', who)}
          >
            {t('questionnaires.flags.acknowledge')}
          </Button>
        ) : null}
        {flag.state === 'acknowledged' ? (
          <Button
            variant="outlined"
            disabled={isMutating}
            aria-label={t('questionnaires.flags.startNamed', { name: who })}
            onClick={() => void start()}
          >
            {t('questionnaires.flags.start')}
          </Button>
        ) : null}
        {flag.state === 'acknowledged' || flag.state === 'in_progress' ? (
          <Button
            variant="contained"
            aria-label={t('questionnaires.flags.resolveNamed', { name: who })}
            onClick={() => onStep('resolve', who)}
          >
            {t('questionnaires.flags.resolve')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
