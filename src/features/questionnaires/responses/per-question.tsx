import { useState } from 'react';
import { useIntl } from 'react-intl';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ResponseSummary } from '../../../api/contracts/questionnaires.ts';
import { useT } from '../../../lib/index.ts';
import { localised } from '../components/localised.ts';
import { QuestionChart, type ChartRow } from './question-chart.tsx';

type Question = ResponseSummary['questions'][number];

/** One question: how many answered, how often each answer was given, numbers' range, free texts. */
function QuestionCard({ q }: { q: Question }) {
  const t = useT();
  const { locale } = useIntl();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const title = localised(q.text, locale);
  const rows: ChartRow[] = q.distribution.map((d) => ({
    label:
      q.type === 'boolean'
        ? t(d.code === 'true' ? 'questionnaires.responses.yes' : 'questionnaires.responses.no')
        : d.display
          ? localised(d.display, locale)
          : d.code,
    count: d.count,
  }));
  const label = t('questionnaires.responses.chartLabel', { question: title });
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">
          {t('questionnaires.responses.answeredCount', { n: q.answered })}
        </Typography>
      </Stack>
      {rows.length ? (
        <>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            onChange={(_e, next: 'chart' | 'table' | null) => next && setView(next)}
            aria-label={t('questionnaires.responses.view')}
            sx={{ mb: 1 }}
          >
            <ToggleButton value="chart">{t('questionnaires.responses.chart')}</ToggleButton>
            <ToggleButton value="table">{t('questionnaires.responses.table')}</ToggleButton>
          </ToggleButtonGroup>
          {view === 'chart' ? (
            <QuestionChart rows={rows} pie={q.type === 'boolean'} label={label} />
          ) : (
            <Table size="small" aria-label={label}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('questionnaires.responses.option')}</TableCell>
                  <TableCell align="right">{t('questionnaires.responses.count')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.label}>
                    <TableCell>{r.label}</TableCell>
                    <TableCell align="right">{r.count}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      ) : null}
      {q.other ? <Typography>{t('questionnaires.responses.other', { n: q.other })}</Typography> : null}
      {q.numeric ? <Typography>{t('questionnaires.responses.numeric', q.numeric)}</Typography> : null}
      {q.texts.length ? (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {t('questionnaires.responses.texts')}
          </Typography>
          <List dense>
            {q.texts.map((text, i) => (
              <ListItem key={`${i}-${text}`} sx={{ display: 'list-item' }}>
                {text}
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
    </Paper>
  );
}

/** Per question over the completed answers, in the questionnaire's order. */
export function PerQuestion({ summary }: { summary: ResponseSummary }) {
  const t = useT();
  const questions = summary.questions.filter((q) => q.type !== 'display' && q.type !== 'group');
  if (summary.completed === 0)
    return (
      <Typography role="status" color="text.secondary">
        {t('questionnaires.responses.noAnswers')}
      </Typography>
    );
  return (
    <Stack spacing={2}>
      {questions.map((q) => (
        <QuestionCard key={q.linkId} q={q} />
      ))}
    </Stack>
  );
}
