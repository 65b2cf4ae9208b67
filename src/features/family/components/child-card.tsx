import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FamilyChild } from '../../../api/contracts/index.ts';
import { PersonName } from '../../../design-system/index.ts';
import { useDates, useT } from '../../../lib/index.ts';
import { LIST_PATH as QUESTIONNAIRES_PATH } from '../../family-questionnaires/index.ts';
import { childCallName } from '../child-name.ts';

/** One child on the guardian's dashboard: questionnaires to answer, upcoming events, their app use. */
export function ChildCard({ child }: { child: FamilyChild }) {
  const t = useT();
  const intl = useIntl();
  const dates = useDates();
  const headingId = useId();
  const name = childCallName(child, t('familyPages.patientPrefix'));
  const query = `?child=${encodeURIComponent(child.id)}`;
  const when = (iso: string, allDay: boolean) =>
    dates.format(iso, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...(allDay ? {} : { hour: '2-digit', minute: '2-digit' }),
    });
  const { pending, next } = child.questionnaires;
  const nextTitle = next ? (next.title[intl.locale as 'en' | 'ar' | 'es'] ?? next.title.en) : null;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2}>
          <div>
            <Typography id={headingId} variant="h6" component="h3">
              <PersonName
                person={child}
                patientPrefix={t('familyPages.patientPrefix')}
                appCodeLabel={t('familyPages.appCode')}
              />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`familyPages.relationship.${child.relationship}`)}
            </Typography>
          </div>
          {child.limited_by ? (
            <Alert severity="info">
              {t(`familyAccess.limited.${child.limited_by}`, {
                name,
                parts: child.parts.length
                  ? intl.formatList(child.parts.map((p) => t(`familyAccess.parts.${p}`)))
                  : t('familyAccess.limited.nothing'),
              })}
            </Alert>
          ) : null}
          {child.other_guardians.length ? (
            <Typography variant="body2" color="text.secondary">
              {t('familyAccess.otherGuardians', {
                names: intl.formatList(child.other_guardians.map((g) => `${g.first_name} ${g.surname}`)),
              })}
            </Typography>
          ) : null}
          <div>
            <Typography variant="subtitle2" component="h4">
              {t('familyPages.cards.questionnaires')}
            </Typography>
            <Typography color="text.secondary">
              {t('familyPages.cards.toAnswer', { count: pending })}
            </Typography>
            {next && nextTitle ? (
              <Typography variant="body2" color="text.secondary">
                {t('familyPages.cards.nextQuestionnaire', {
                  title: nextTitle,
                  date: dates.format(next.assigned_at, { dateStyle: 'medium' }),
                })}
              </Typography>
            ) : null}
            {pending > 0 ? (
              <Link component={RouterLink} to={QUESTIONNAIRES_PATH}>
                {t('familyPages.cards.answer')}
              </Link>
            ) : null}
          </div>
          <div>
            <Typography variant="subtitle2" component="h4">
              {t('familyPages.cards.upcoming')}
            </Typography>
            {child.upcoming_events.length ? (
              <Stack component="ul" spacing={0.5} sx={{ m: 0, ps: 2.5 }}>
                {child.upcoming_events.map((e) => (
                  <Typography component="li" key={e.id} color="text.secondary">
                    {t('familyPages.cards.event', { when: when(e.start_time, e.all_day), title: e.title })}
                  </Typography>
                ))}
              </Stack>
            ) : (
              <Typography color="text.secondary">{t('familyPages.cards.noUpcoming')}</Typography>
            )}
            <Link component={RouterLink} to={`/calendar${query}`}>
              {t('familyPages.cards.calendar', { name })}
            </Link>
          </div>
          {child.parts.includes('usage') ? (
            <Link component={RouterLink} to={`/usage${query}`}>
              {t('familyPages.cards.usage', { name })}
            </Link>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
