import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Mission } from '../../../api/contracts/missions.ts';
import { PersonName } from '../../../design-system/index.ts';
import { LoadError, Loading, useDates, useT } from '../../../lib/index.ts';
import { localised, useLastShown } from '../../quizzes/index.ts';
import { useMissionProgress } from '../api/missions.ts';
import { BadgeIcon } from './badge-icon.tsx';

/** Each patient's progress through a mission: steps done, the next one, and the badge once earned. */
export function MissionProgressDialog({
  mission,
  onClose,
}: {
  mission: Mission | null;
  onClose: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const dates = useDates();
  const shown = useLastShown(mission);
  const progress = useMissionProgress(mission?.id ?? null);
  const data = progress.data;
  const title = shown ? localised(shown.title, intl.locale) : '';
  const stepTitle = (id: string) => localised(mission?.steps.find((s) => s.id === id)?.title, intl.locale);
  return (
    <Dialog open={mission !== null} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('missions.progress.title', { title })}</DialogTitle>
      <DialogContent>
        {progress.error ? (
          <LoadError
            title="missions.progress.loadFailed"
            error={progress.error}
            onRetry={() => void progress.mutate()}
          />
        ) : !data ? (
          <Loading heights={[48, 48]} label="table.loading" />
        ) : data.patients.length === 0 ? (
          <Typography>{t('missions.progress.none')}</Typography>
        ) : (
          <Table size="small" aria-label={t('missions.progress.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('missions.progress.patient')}</TableCell>
                <TableCell>{t('missions.progress.steps')}</TableCell>
                <TableCell>{t('missions.progress.next')}</TableCell>
                <TableCell>{t('missions.progress.badge')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.patients.map((p) => {
                const next = mission?.steps.find((s) => !p.step_ids.includes(s.id));
                const done = t('missions.progress.done', { done: p.step_ids.length, total: data.step_count });
                return (
                  <TableRow key={p.user.id}>
                    <TableCell>
                      <PersonName person={p.user} patientPrefix={t('quizzes.results.patientPrefix')} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 160 }}>
                      <Stack spacing={0.5}>
                        <Typography variant="body2">{done}</Typography>
                        <LinearProgress
                          variant="determinate"
                          value={data.step_count ? (p.step_ids.length / data.step_count) * 100 : 0}
                          aria-label={done}
                        />
                      </Stack>
                    </TableCell>
                    <TableCell>{next ? stepTitle(next.id) : '—'}</TableCell>
                    <TableCell>
                      {p.badge_awarded_at && mission ? (
                        <Chip
                          icon={<BadgeIcon icon={mission.badge.icon} />}
                          label={t('missions.progress.earned', {
                            date: dates.date(p.badge_awarded_at),
                          })}
                          size="small"
                        />
                      ) : (
                        t('missions.progress.notYet')
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('missions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
