import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LoadError, useDates, useT } from '../../../lib/index.ts';
import { useComingOfAge, usePendingLinks } from '../api/families.ts';
import { useLinkActions } from './link-actions.ts';
import { LinkList } from './link-list.tsx';
import { LinkPerson, limitedText } from './link-person.tsx';
import { RevokeDialog } from './revoke-dialog.tsx';

/** The approval queue shows this many family requests at once (oldest first). */
const PENDING_PAGE = 50;

function ReviewCard({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {hint}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Stack role="status" aria-busy="true" aria-label={label} spacing={1}>
      <Skeleton width="70%" />
      <Skeleton width="50%" />
    </Stack>
  );
}

/**
 * On /requests for admins: the links families made that wait for approval, and the children who
 * reach the organisation's coming of age within 30 days (their guardians' access turns limited).
 */
export function FamilyReview() {
  const t = useT();
  const dates = useDates();
  const pending = usePendingLinks(1, PENDING_PAGE);
  const coming = useComingOfAge();
  const actions = useLinkActions();
  return (
    <Stack spacing={2} sx={{ mt: 3 }}>
      <ReviewCard title={t('families.pendingTitle')} hint={t('families.pendingHint')}>
        {pending.isLoading ? <Loading label={t('families.loading')} /> : null}
        {pending.error ? (
          <LoadError
            title="families.loadFailed"
            error={pending.error}
            onRetry={() => void pending.mutate()}
          />
        ) : null}
        {pending.data?.data.length === 0 ? <Alert severity="info">{t('families.pendingEmpty')}</Alert> : null}
        {pending.data && pending.data.data.length > 0 ? (
          <LinkList
            links={pending.data.data}
            show="both"
            actions={actions}
            label={t('families.pendingTitle')}
          />
        ) : null}
      </ReviewCard>
      <ReviewCard title={t('families.comingOfAgeTitle')} hint={t('families.comingOfAgeHint')}>
        {coming.isLoading ? <Loading label={t('families.loading')} /> : null}
        {coming.error ? (
          <LoadError title="families.loadFailed" error={coming.error} onRetry={() => void coming.mutate()} />
        ) : null}
        {coming.data?.data.length === 0 ? (
          <Alert severity="info">{t('families.comingOfAgeEmpty')}</Alert>
        ) : null}
        {coming.data && coming.data.data.length > 0 ? (
          <List dense disablePadding aria-label={t('families.comingOfAgeTitle')}>
            {coming.data.data.map((link) => (
              <ListItem key={link.id} disableGutters divider sx={{ display: 'block' }}>
                <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <LinkPerson person={link.patient} t={t} />
                  <Typography variant="body2" color="text.secondary">
                    {t('families.guardianIs')}
                  </Typography>
                  <LinkPerson person={link.guardian} t={t} />
                </Stack>
                <Typography variant="body2">{limitedText(link.limited_from, t, dates)}</Typography>
              </ListItem>
            ))}
          </List>
        ) : null}
      </ReviewCard>
      <RevokeDialog
        open={actions.revoking !== null}
        busy={actions.busy}
        onConfirm={(reason) => void actions.revoke(reason)}
        onCancel={() => actions.askRevoke(null)}
      />
    </Stack>
  );
}
