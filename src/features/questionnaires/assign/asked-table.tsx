import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ScrollRegion } from '../../../design-system/index.ts';
import { useDates, useT } from '../../../lib/index.ts';
import type { WithUsers } from '../api/responses.ts';
import { RespondentName } from '../components/respondent-name.tsx';

/** The with-users view: everyone asked, whether they answered, and when. */
export function AskedTable({ users }: { users: WithUsers['users'] }) {
  const t = useT();
  const { dateTime } = useDates();
  if (users.length === 0)
    return (
      <Typography role="status" color="text.secondary">
        {t('questionnaires.assign.nobodyAsked')}
      </Typography>
    );
  return (
    <ScrollRegion label={t('questionnaires.assign.asked')}>
      <Table size="small" aria-label={t('questionnaires.assign.asked')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('questionnaires.assign.columns.person')}</TableCell>
            <TableCell>{t('questionnaires.assign.columns.status')}</TableCell>
            <TableCell>{t('questionnaires.assign.columns.version')}</TableCell>
            <TableCell>{t('questionnaires.assign.columns.asked')}</TableCell>
            <TableCell>{t('questionnaires.assign.columns.answered')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((u) => (
            <TableRow key={u.response_id}>
              <TableCell>
                <RespondentName person={u.user} />
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={u.status === 'completed' ? 'success' : 'default'}
                  label={t(`questionnaires.responseStatus.${u.status}`)}
                />
              </TableCell>
              <TableCell>{u.version}</TableCell>
              <TableCell>{dateTime(u.assigned_at)}</TableCell>
              <TableCell>{u.answered_at ? dateTime(u.answered_at) : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
