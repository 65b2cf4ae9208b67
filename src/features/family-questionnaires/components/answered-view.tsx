import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MyQuestionnaire } from '../../../api/contracts/questionnaires.ts';
import { useDates, useT } from '../../../lib/index.ts';
import { toMap, visibleQuestions } from '../logic.ts';
import { answerText, localised } from './texts.ts';

/** The answers as they were sent, read-only, with the day they were sent. */
export function AnsweredView({ response }: { response: MyQuestionnaire }) {
  const t = useT();
  const { locale } = useIntl();
  const { date: formatDate } = useDates();
  const answers = toMap(response.answers);
  return (
    <>
      <Alert severity="info" sx={{ mb: 3 }}>
        {response.answered_at
          ? `${t('familyQuestionnaires.answeredOn', { date: formatDate(response.answered_at) })}. `
          : ''}
        {t('familyQuestionnaires.readOnly')}
      </Alert>
      <Box component="dl" sx={{ m: 0 }}>
        {visibleQuestions(response.item, answers).map((q) => (
          <Box key={q.linkId} sx={{ mb: 2 }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {localised(q.text, locale)}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {(answers[q.linkId] ?? []).map((v) => answerText(v, q, locale, t)).join(', ') ||
                t('familyQuestionnaires.notAnswered')}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}
