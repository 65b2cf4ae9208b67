import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { flattenItems, type QuestionnaireFlag } from '../../../api/contracts/questionnaires.ts';
import { EmptyState, PageHeader, personDisplayName, useToast } from '../../../design-system/index.ts';
import { LoadError, useDates, useT } from '../../../lib/index.ts';
import { useQuestionnaire } from '../api/questionnaires.ts';
import { useAcknowledgeFlag, useFlags, type FlagStatus } from '../api/responses.ts';
import { localised } from '../components/localised.ts';
import { RespondentName } from '../components/respondent-name.tsx';

const FILTERS: FlagStatus[] = ['open', 'acknowledged', 'all'];

/** Asks for an optional note and acknowledges the flag (the server audits it). */
function AcknowledgeDialog({ flag, onClose }: { flag: QuestionnaireFlag; onClose: () => void }) {
  const t = useT();
  const { locale } = useIntl();
  const toast = useToast();
  const { trigger, isMutating } = useAcknowledgeFlag();
  const [note, setNote] = useState('');
  const name = personDisplayName(flag.user, t('questionnaires.people.patientPrefix')).text;
  const confirm = async () => {
    try {
      await trigger({ id: flag.id, note });
      toast.success(t('questionnaires.flags.done'));
      onClose();
    } catch {
      toast.error(t('questionnaires.flags.failed'));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="acknowledge-title" fullWidth maxWidth="sm">
      <DialogTitle id="acknowledge-title">{t('questionnaires.flags.dialogTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('questionnaires.flags.dialogMessage', {
            name,
            questionnaire: localised(flag.questionnaire_title, locale),
          })}
        </DialogContentText>
        <TextField
          label={t('questionnaires.flags.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('questionnaires.flags.cancel')}</Button>
        <Button variant="contained" disabled={isMutating} onClick={() => void confirm()}>
          {t('questionnaires.flags.acknowledge')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Why the flag was raised: the rule (by its name, when it has one), a score at or over its
 * threshold or its answer to a question, named by its text (the flag carries only its id; the questionnaire is read once per queue).
 */
function RuleText({ flag }: { flag: QuestionnaireFlag }) {
  const t = useT();
  const { locale } = useIntl();
  const { rule } = flag;
  const questionnaire = useQuestionnaire(rule.kind === 'answer' ? flag.questionnaire_id : null);
  // A named rule says which rule raised the flag; flags of unnamed (older) rules say why alone.
  const label = rule.label ? localised(rule.label, locale) : null;
  if (rule.kind === 'score') {
    const values = { score: flag.score ?? '—', threshold: rule.threshold ?? '—' };
    return label
      ? t('questionnaires.flags.ruleScoreNamed', { ...values, label })
      : t('questionnaires.flags.ruleScore', values);
  }
  const item =
    questionnaire.data && flattenItems(questionnaire.data.item).find((p) => p.item.linkId === rule.linkId);
  const question = item ? localised(item.item.text, locale) : (rule.linkId ?? '');
  return label
    ? t('questionnaires.flags.ruleAnswerNamed', { question, label })
    : t('questionnaires.flags.ruleAnswer', { question });
}

/** /questionnaires/flags: the organisation's duty-of-care queue; an admin acknowledges each flag. */
export function FlagsPage() {
  const t = useT();
  const { dateTime } = useDates();
  const { locale } = useIntl();
  const [status, setStatus] = useState<FlagStatus>('open');
  const [acknowledging, setAcknowledging] = useState<QuestionnaireFlag | null>(null);
  const flags = useFlags(status);

  const body = flags.error ? (
    <LoadError
      title="questionnaires.flags.loadFailed"
      error={flags.error}
      onRetry={() => void flags.mutate()}
    />
  ) : !flags.data ? (
    <CircularProgress aria-label={t('table.loading')} />
  ) : flags.data.length === 0 ? (
    <EmptyState title={t(`questionnaires.flags.empty.${status}`)} />
  ) : (
    <Paper variant="outlined">
      <Table size="small" aria-label={t('questionnaires.flags.list')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('questionnaires.flags.columns.person')}</TableCell>
            <TableCell>{t('questionnaires.flags.columns.questionnaire')}</TableCell>
            <TableCell>{t('questionnaires.flags.columns.rule')}</TableCell>
            <TableCell>{t('questionnaires.flags.columns.raised')}</TableCell>
            <TableCell>{t('questionnaires.flags.columns.state')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {flags.data.map((flag) => (
            <TableRow key={flag.id}>
              <TableCell>
                <RespondentName person={flag.user} />
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={`/questionnaires/responses?id=${flag.questionnaire_id}`}>
                  {localised(flag.questionnaire_title, locale)}
                </Link>
              </TableCell>
              <TableCell>
                <RuleText flag={flag} />
              </TableCell>
              <TableCell>{dateTime(flag.raised_at)}</TableCell>
              <TableCell>
                {flag.acknowledged_at ? (
                  <>
                    <Chip
                      size="small"
                      color="success"
                      label={t('questionnaires.flags.acknowledgedOn', {
                        date: dateTime(flag.acknowledged_at),
                      })}
                    />
                    {flag.note ? (
                      <Typography variant="body2" sx={{ mt: 0.5 }}>
                        {t('questionnaires.flags.noteShown', { note: flag.note })}
                      </Typography>
                    ) : null}
                  </>
                ) : (
                  <Button
                    size="small"
                    variant="contained"
                    aria-label={t('questionnaires.flags.acknowledgeNamed', {
                      name: personDisplayName(flag.user, t('questionnaires.people.patientPrefix')).text,
                    })}
                    onClick={() => setAcknowledging(flag)}
                  >
                    {t('questionnaires.flags.acknowledge')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );

  return (
    <>
      <PageHeader
        title={t('questionnaires.flags.title')}
        description={t('questionnaires.flags.description')}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        onChange={(_e, next: FlagStatus | null) => next && setStatus(next)}
        aria-label={t('questionnaires.flags.filter')}
        sx={{ mb: 2 }}
      >
        {FILTERS.map((f) => (
          <ToggleButton key={f} value={f}>
            {t(`questionnaires.flags.${f}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {body}
      {acknowledging ? (
        <AcknowledgeDialog flag={acknowledging} onClose={() => setAcknowledging(null)} />
      ) : null}
    </>
  );
}
