import { useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MyQuestionnaire } from '../../../api/contracts/questionnaires.ts';
import { EmptyState, PageHeader } from '../../../design-system/index.ts';
import { LoadError, Loading, useDates, useT } from '../../../lib/index.ts';
import { useMyQuestionnaires } from '../api/my-questionnaires.ts';
import { LIST_PATH } from './paths.ts';
import { aboutLine } from './subject-line.ts';
import { localised } from './texts.ts';

/** The button's words; its accessible name adds the title after them. */
const VISIBLE = { answer: 'start', continue: 'resume', view: 'open' } as const;

function QuestionnaireCard({ q }: { q: MyQuestionnaire }) {
  const t = useT();
  const { locale } = useIntl();
  const { date: formatDate } = useDates();
  const title = localised(q.title, locale);
  const done = q.status === 'completed';
  const when = done
    ? t('familyQuestionnaires.answeredOn', { date: formatDate(q.answered_at ?? q.assigned_at) })
    : q.draft_saved_at
      ? t('familyQuestionnaires.started', { date: formatDate(q.draft_saved_at) })
      : t('familyQuestionnaires.askedOn', { date: formatDate(q.assigned_at) });
  const action = done ? 'view' : q.draft_saved_at ? 'continue' : 'answer';
  return (
    <Card component="li" variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        {q.subject ? <Typography>{aboutLine(q, t)}</Typography> : null}
        <Typography variant="body2" color="text.secondary">
          {when}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          component={RouterLink}
          to={`${LIST_PATH}/${q.response_id}`}
          variant={done ? 'text' : 'contained'}
          aria-label={t(`familyQuestionnaires.${action}`, { title })}
        >
          {t(`familyQuestionnaires.${VISIBLE[action]}`)}
        </Button>
      </CardActions>
    </Card>
  );
}

function Section({ title, rows }: { title: string; rows: MyQuestionnaire[] }) {
  if (!rows.length) return null;
  return (
    <section aria-label={title}>
      <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {rows.map((q) => (
          <QuestionnaireCard key={q.response_id} q={q} />
        ))}
      </Stack>
    </section>
  );
}

/** /questionnaires/answer — what the guardian was asked: to answer first, then answered. */
export function MyQuestionnairesPage() {
  const t = useT();
  const mine = useMyQuestionnaires();
  const { error, mutate } = mine;
  // The lists render in a transition, in slices, when they arrive (not in the answer's own task).
  const data = useDeferredValue(mine.data);
  const header = (
    <PageHeader title={t('familyQuestionnaires.title')} description={t('familyQuestionnaires.description')} />
  );
  if (error)
    return (
      <>
        {header}
        <LoadError title="familyQuestionnaires.loadFailed" error={error} onRetry={() => void mutate()} />
      </>
    );
  if (!data)
    return (
      <>
        {header}
        <Loading heights={[120, 120]} />
      </>
    );
  if (!data.length)
    return (
      <>
        {header}
        <EmptyState
          title={t('familyQuestionnaires.empty')}
          description={t('familyQuestionnaires.emptyDetail')}
        />
      </>
    );
  return (
    <>
      {header}
      <Stack spacing={4}>
        <Section
          title={t('familyQuestionnaires.toAnswer')}
          rows={data.filter((q) => q.status === 'pending')}
        />
        <Section
          title={t('familyQuestionnaires.answered')}
          rows={data.filter((q) => q.status === 'completed')}
        />
      </Stack>
    </>
  );
}
