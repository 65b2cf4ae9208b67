import { useSearchParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QUESTIONNAIRE_PAGE_SIZE } from '../../../api/contracts/questionnaires.ts';
import { LoadError, useT } from '../../../lib/index.ts';
import { useCan } from '../../session/index.ts';
import { useQuestionnairePage } from '../api/questionnaires.ts';
import { localised } from '../components/localised.ts';
import { ScoreOverTime } from './score-over-time.tsx';

const key = (name: string) => `questionnaires.scores.${name}`;

function Scores({ patientId, name }: { patientId: string; name: string }) {
  const t = useT();
  const { locale } = useIntl();
  const [params, setParams] = useSearchParams();
  const list = useQuestionnairePage({ page: 1, size: QUESTIONNAIRE_PAGE_SIZE, keyword: '' });
  if (list.error)
    return (
      <LoadError
        title="questionnaires.scores.listFailed"
        error={list.error}
        onRetry={() => void list.mutate()}
      />
    );
  if (!list.data) return <CircularProgress aria-label={t(key('loading'))} />;
  const answered = list.data.data.filter((q) => q.answered > 0);
  if (!answered.length) return <Typography color="text.secondary">{t(key('noneAnswered'))}</Typography>;
  // `?questionnaire=<id>` opens one (the address a flag links to); the first answered one otherwise.
  const asked = params.get('questionnaire');
  const chosen = answered.find((q) => q.id === asked) ?? (answered[0] as (typeof answered)[number]);
  const title = localised(chosen.title, locale);
  return (
    <>
      <TextField
        select
        size="small"
        label={t(key('questionnaire'))}
        value={chosen.id}
        onChange={(e) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('questionnaire', e.target.value);
              return next;
            },
            { replace: true },
          )
        }
        sx={{ minWidth: 240, mb: 2 }}
      >
        {answered.map((q) => (
          <MenuItem key={q.id} value={q.id}>
            <bdi>{localised(q.title, locale)}</bdi>
          </MenuItem>
        ))}
      </TextField>
      <ScoreOverTime
        questionnaireId={chosen.id}
        patientId={patientId}
        headingLevel="h3"
        title={t(key('patientTitle'), { title, name })}
      />
    </>
  );
}

/** A patient's questionnaire scores over time, on their detail page (admins of a hospital with questionnaires). */
export function PatientScores(props: { patientId: string; name: string }) {
  const t = useT();
  if (!useCan('questionnaires.manage')) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="patient-scores-heading">
      <Typography id="patient-scores-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t(key('heading'))}
      </Typography>
      <Scores {...props} />
    </Paper>
  );
}
