import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AssignmentSend, QuestionnaireAssignment } from '../../../api/contracts/questionnaires.ts';
import { ScrollRegion } from '../../../design-system/index.ts';
import { LoadError, useDates, useT } from '../../../lib/index.ts';
import { useAssignments } from '../api/responses.ts';
import { RespondentName } from '../components/respondent-name.tsx';

const STATE_COLOUR = { queued: 'default', sent: 'success', failed: 'error' } as const;

function SendState({ send }: { send: AssignmentSend }) {
  const t = useT();
  if (send.state)
    return (
      <Chip
        size="small"
        color={STATE_COLOUR[send.state]}
        label={t(`questionnaires.assign.sent.states.${send.state}`)}
      />
    );
  return (
    <Typography variant="body2" color={send.failure ? 'error' : 'text.secondary'}>
      {t(send.failure ? 'questionnaires.assign.sent.noAddress' : 'questionnaires.assign.sent.inApp')}
    </Typography>
  );
}

function Assignment({ assignment }: { assignment: QuestionnaireAssignment }) {
  const t = useT();
  const { date, dateTime } = useDates();
  const { repeat, remind } = assignment;
  const headingId = useId();
  const settings = [
    repeat
      ? t('questionnaires.assign.sent.repeats', {
          n: repeat.every,
          unit: repeat.unit,
          until: date(repeat.until),
        })
      : t('questionnaires.assign.sent.once'),
    remind ? t('questionnaires.assign.sent.reminds', { days: remind.afterDays, n: remind.atMost }) : null,
  ].filter(Boolean);
  return (
    <Stack spacing={1} component="article" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('questionnaires.assign.sent.assignedOn', { date: dateTime(assignment.created_at) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {settings.join(' · ')}
      </Typography>
      {assignment.stopped_at ? (
        <Alert severity="warning">
          {t('questionnaires.assign.sent.stopped', { date: dateTime(assignment.stopped_at) })}
        </Alert>
      ) : null}
      {assignment.sends.length === 0 ? (
        <Typography role="status" color="text.secondary">
          {t('questionnaires.assign.sent.nothing')}
        </Typography>
      ) : (
        <ScrollRegion labelledBy={headingId}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('questionnaires.assign.sent.columns.recipient')}</TableCell>
                <TableCell>{t('questionnaires.assign.sent.columns.what')}</TableCell>
                <TableCell>{t('questionnaires.assign.sent.columns.when')}</TableCell>
                <TableCell>{t('questionnaires.assign.sent.columns.state')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {assignment.sends.map((send) => (
                <TableRow key={send.id}>
                  <TableCell>
                    <RespondentName person={send.recipient} />
                  </TableCell>
                  <TableCell>
                    {t(`questionnaires.assign.sent.kinds.${send.kind}`, {
                      n: send.kind === 'repeat' ? send.occurrence : send.ordinal,
                    })}
                  </TableCell>
                  <TableCell>{dateTime(send.sent_at)}</TableCell>
                  <TableCell>
                    <SendState send={send} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </Stack>
  );
}

/** Each time the questionnaire was assigned: how it repeats and reminds, and what was sent when. */
export function SentLog({ questionnaireId }: { questionnaireId: string }) {
  const t = useT();
  const assignments = useAssignments(questionnaireId);
  if (assignments.error)
    return (
      <LoadError
        title="questionnaires.assign.sent.failed"
        error={assignments.error}
        onRetry={() => void assignments.mutate()}
      />
    );
  if (!assignments.data) return <CircularProgress aria-label={t('table.loading')} />;
  if (assignments.data.length === 0)
    return (
      <Typography role="status" color="text.secondary">
        {t('questionnaires.assign.sent.none')}
      </Typography>
    );
  return (
    <Stack spacing={3}>
      {assignments.data.map((a) => (
        <Assignment key={a.id} assignment={a} />
      ))}
    </Stack>
  );
}
