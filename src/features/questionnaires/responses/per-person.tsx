import { Fragment, useState } from 'react';
import { useIntl } from 'react-intl';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandIcon from '@mui/icons-material/ExpandMore';
import CollapseIcon from '@mui/icons-material/ExpandLess';
import {
  flattenItems,
  type QuestionnaireItem,
  type QuestionnaireResponse,
} from '../../../api/contracts/questionnaires.ts';
import { personDisplayName } from '../../../design-system/index.ts';
import { useDates, useT } from '../../../lib/index.ts';
import { localised } from '../components/localised.ts';
import { RespondentName } from '../components/respondent-name.tsx';
import { answerText } from './answer-text.ts';
import { ChildFilter } from './child-filter.tsx';

/** One person's answers, question by question, in the questionnaire's order. */
function AnswersOf({ response, items }: { response: QuestionnaireResponse; items: QuestionnaireItem[] }) {
  const t = useT();
  const { locale } = useIntl();
  const byLinkId = new Map(flattenItems(items).map((p) => [p.item.linkId, p.item]));
  const name = personDisplayName(response.user, t('questionnaires.people.patientPrefix')).text;
  return (
    <Table size="small" aria-label={t('questionnaires.responses.showAnswers', { name })}>
      <TableHead>
        <TableRow>
          <TableCell>{t('questionnaires.responses.question')}</TableCell>
          <TableCell>{t('questionnaires.responses.answer')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {response.answers.map((a) => {
          const item = byLinkId.get(a.linkId);
          return (
            <TableRow key={a.linkId}>
              <TableCell>{item ? localised(item.text, locale) : a.linkId}</TableCell>
              <TableCell>{a.answer.map((v) => answerText(v, item, locale, t)).join(', ')}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** Everyone asked, with their status, when they answered and their score; a row opens their answers. */
export function PerPerson(props: { responses: QuestionnaireResponse[]; items: QuestionnaireItem[] }) {
  const t = useT();
  const { dateTime } = useDates();
  const [open, setOpen] = useState<string | null>(null);
  const [child, setChild] = useState('');
  const responses = child ? props.responses.filter((r) => r.subject?.id === child) : props.responses;
  if (props.responses.length === 0)
    return (
      <Typography role="status" color="text.secondary">
        {t('questionnaires.responses.empty')}
      </Typography>
    );
  return (
    <>
      <ChildFilter responses={props.responses} value={child} onChange={setChild} />
      <Table size="small" aria-label={t('questionnaires.responses.perPerson')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('questionnaires.responses.columns.person')}</TableCell>
            <TableCell>{t('questionnaires.responses.columns.status')}</TableCell>
            <TableCell>{t('questionnaires.responses.columns.answered')}</TableCell>
            <TableCell>{t('questionnaires.responses.columns.score')}</TableCell>
            <TableCell>{t('questionnaires.responses.columns.answers')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {responses.map((r) => {
            const shown = open === r.id;
            const name = personDisplayName(r.user, t('questionnaires.people.patientPrefix')).text;
            return (
              <Fragment key={r.id}>
                <TableRow>
                  <TableCell>
                    <RespondentName person={r.user} />
                    {r.subject ? (
                      <Typography variant="body2" color="text.secondary">
                        {t('questionnaires.responses.about', {
                          name: personDisplayName(r.subject, t('questionnaires.people.patientPrefix')).text,
                        })}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={r.status === 'completed' ? 'success' : 'default'}
                      label={t(`questionnaires.responseStatus.${r.status}`)}
                    />
                  </TableCell>
                  <TableCell>{r.answered_at ? dateTime(r.answered_at) : '—'}</TableCell>
                  <TableCell>{r.score ?? '—'}</TableCell>
                  <TableCell>
                    {r.status === 'completed' ? (
                      <IconButton
                        size="small"
                        aria-expanded={shown}
                        aria-label={t('questionnaires.responses.showAnswers', { name })}
                        onClick={() => setOpen(shown ? null : r.id)}
                      >
                        {shown ? <CollapseIcon /> : <ExpandIcon />}
                      </IconButton>
                    ) : null}
                  </TableCell>
                </TableRow>
                {shown ? (
                  <TableRow>
                    <TableCell colSpan={5} sx={{ bgcolor: 'action.hover' }}>
                      <Collapse in>
                        <AnswersOf response={r} items={props.items} />
                      </Collapse>
                    </TableCell>
                  </TableRow>
                ) : null}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
