import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import type { QuestionnaireFlag } from '../../../api/contracts/questionnaires.ts';
import { useDates, useT, type Translate } from '../../../lib/index.ts';

const MINUTE = 60_000;

/** The time now, again each half minute: the clock moves while the queue is open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE / 2);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A span of time as people read it on a clock: hours and minutes. */
const span = (t: Translate, ms: number) => {
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  return t('questionnaires.flags.clock.span', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
};

/**
 * A flag's clock: how long since it was raised and, while nobody has acknowledged it, how long until
 * it escalates to the organisation's admins (or that it is due now); then when each step happened.
 */
export function FlagClock({ flag }: { flag: QuestionnaireFlag }) {
  const t = useT();
  const { dateTime } = useDates();
  const now = useNow();
  const lines: string[] = [
    t('questionnaires.flags.clock.raised', { span: span(t, now - Date.parse(flag.raised_at)) }),
  ];
  if (flag.state === 'raised' && flag.next_escalation_at) {
    const left = Date.parse(flag.next_escalation_at) - now;
    lines.push(
      left > 0
        ? t('questionnaires.flags.clock.escalatesIn', { span: span(t, left) })
        : t('questionnaires.flags.clock.escalationDue'),
    );
  }
  if (flag.escalations > 0)
    lines.push(t('questionnaires.flags.clock.escalated', { count: flag.escalations }));
  if (flag.acknowledged_at)
    lines.push(t('questionnaires.flags.clock.acknowledged', { date: dateTime(flag.acknowledged_at) }));
  if (flag.started_at)
    lines.push(t('questionnaires.flags.clock.started', { date: dateTime(flag.started_at) }));
  if (flag.resolved_at)
    lines.push(t('questionnaires.flags.clock.resolved', { date: dateTime(flag.resolved_at) }));
  return (
    <Typography
      variant="body2"
      component="ul"
      aria-label={t('questionnaires.flags.clock.label')}
      sx={{ m: 0, pl: 2.5 }}
    >
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Typography>
  );
}
