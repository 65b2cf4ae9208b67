import { Fragment, useState } from 'react';
import { useIntl } from 'react-intl';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandIcon from '@mui/icons-material/ExpandMore';
import CollapseIcon from '@mui/icons-material/ExpandLess';
import {
  flattenItems,
  type QuestionnaireItem,
  type QuestionnaireResponse,
} from '../../../api/contracts/questionnaires.ts';
import { personDisplayName, ScrollRegion } from '../../../design-system/index.ts';
import { useDates, useT } from '../../../lib/index.ts';
import { localised } from '../components/localised.ts';
import { RespondentName } from '../components/respondent-name.tsx';
import type { ResponseList } from '../api/responses.ts';
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

/**
 * Everyone asked, a page at a time, with their status, when they answered and their score; a row
 * opens their answers.
 */
export function PerPerson(props: {
  list: ResponseList;
  items: QuestionnaireItem[];
  subject: string;
  onPage: (next: { page?: number; size?: number }) => void;
  onSubject: (childId: string) => void;
}) {
  const t = useT();
  const { dateTime } = useDates();
  const [open, setOpen] = useState<string | null>(null);
  const { list } = props;
  const responses = list.data;
  if (list.total === 0 && !props.subject)
    return (
      <Typography role="status" color="text.secondary">
        {t('questionnaires.responses.empty')}
      </Typography>
    );
  return (
    <>
      <ChildFilter subjects={list.subjects} value={props.subject} onChange={props.onSubject} />
      {/* Wider than a phone: the table scrolls sideways within its region, not the page. */}
      <ScrollRegion label={t('questionnaires.responses.perPerson')}>
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
      </ScrollRegion>
      <TablePagination
        component="div"
        count={list.total}
        page={list.page - 1}
        rowsPerPage={list.size}
        rowsPerPageOptions={[10, 25, 50, 100]}
        onPageChange={(_e, page) => props.onPage({ page: page + 1 })}
        onRowsPerPageChange={(e) => props.onPage({ size: Number(e.target.value), page: 1 })}
        labelRowsPerPage={t('boundedLists.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          list.total_is_estimate
            ? t('listTotals.about', { from, to, total: count })
            : t('boundedLists.displayedRows', { from, to, count })
        }
        getItemAriaLabel={(type) => t(`boundedLists.goTo.${type}`)}
      />
    </>
  );
}
