import { useId } from 'react';
import { useAtomValue } from 'jotai';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES_WINDOW_DAYS, roleOf } from '../../../api/contracts/index.ts';
import { PageHeader } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { RetentionCard } from '../../retention/index.ts';
import { sessionAtom } from '../../session/index.ts';
import { MessagesTable } from './messages-table.tsx';
import { ScheduledWork } from './scheduled-work.tsx';

/**
 * /messages: what Lantern e-mailed for the organisation in the last 30 days and what it will do
 * later, so that an admin can tell a family whether their link went out, and send it again if not.
 * A super admin without a selected organisation sees every organisation's, each row naming its own.
 */
export function MessagesPage() {
  const t = useT();
  const session = useAtomValue(sessionAtom);
  const showOrganisation = roleOf(session?.user.type) === 'superAdmin' && !session?.organisation;
  const headingId = useId();
  return (
    <>
      <PageHeader
        title={t('messages.title')}
        description={t(showOrganisation ? 'messages.descriptionAll' : 'messages.description', {
          days: MESSAGES_WINDOW_DAYS,
        })}
      />
      <Stack spacing={4}>
        <section aria-labelledby={headingId}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('messages.sentHeading', { days: MESSAGES_WINDOW_DAYS })}
          </Typography>
          <MessagesTable showOrganisation={showOrganisation} />
        </section>
        <ScheduledWork showOrganisation={showOrganisation} />
        <RetentionCard />
      </Stack>
    </>
  );
}
