import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { sessionAtom, sessionRole } from '../../session/index.ts';
// reporting: the newsletter opt-in the super admin's newsletter report lists.
import { NewsletterOptIn } from '../../product-reports/index.ts';
// families: the guardian's children and the "Add a child" form (/account#children).
import { MyChildren } from '../../families/index.ts';
import { ChildrenAppSignIn } from '../../family-app-code/index.ts';
import { RecordViews } from '../../audit/index.ts';
// data-requests: the family's download and deletion request.
import { YourDataSection } from '../../data-requests/index.ts';
import { useProfile } from '../api/profile.ts';
import { ProfileEditForm } from './profile-form.tsx';
import { SignInSecurity } from './sign-in-security.tsx';
import { LoadError, useT } from '../../../lib/index.ts';

const rowSx = { display: 'grid', gridTemplateColumns: { sm: '12rem 1fr' }, gap: 1, py: 1 } as const;

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box component="div" sx={rowSx}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * /account: the signed-in user's own profile. Guardians edit it here, inline (they may not open
 * /account/edit/user); admins go to that page.
 */
export function AccountPage() {
  const t = useT();
  const session = useAtomValue(sessionAtom);
  const { data: user, error, isLoading, mutate } = useProfile();
  const [editing, setEditing] = useState(false);
  // Guardians edit their details here; admins on a page of its own.
  const guardian = sessionRole(session) === 'guardian';
  const editInline = guardian;

  return (
    <Box sx={{ maxWidth: 'md' }}>
      {/* As tall as the Edit button that arrives with the profile, so the title does not move then. */}
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, minHeight: '2.3rem' }}
      >
        <Typography variant="h4" component="h1">
          {t('profile.title')}
        </Typography>
        {user && !editInline ? (
          <Button component={RouterLink} to="/account/edit/user" variant="contained">
            {t('profile.edit')}
          </Button>
        ) : null}
        {user && editInline && !editing ? (
          <Button variant="contained" onClick={() => setEditing(true)}>
            {t('profile.edit')}
          </Button>
        ) : null}
      </Stack>
      <Paper sx={{ p: 3 }}>
        {isLoading ? (
          // The rows' own shape (a guardian's six: a label above its value on a phone), so nothing below moves when they arrive.
          <Box role="status" aria-busy="true" aria-label={t('profile.loading')}>
            {Array.from({ length: guardian ? 6 : 4 }, (_, row) => (
              <Box key={row} sx={rowSx}>
                <Skeleton width="8rem" />
                <Skeleton width="60%" />
              </Box>
            ))}
          </Box>
        ) : null}
        {error ? <LoadError title="profile.loadFailed" error={error} onRetry={() => void mutate()} /> : null}
        {user && editing ? (
          <ProfileEditForm
            user={user}
            organisation={session?.organisation ?? null}
            onDone={() => setEditing(false)}
          />
        ) : null}
        {user && !editing ? (
          <Box component="dl" sx={{ m: 0 }}>
            <Row label={t('profile.name')} value={`${user.first_name} ${user.surname}`.trim()} />
            <Row label={t('profile.email')} value={user.email ?? '—'} />
            <Row label={t('profile.role')} value={t(`profile.roles.${user.type}`)} />
            {session?.organisation ? (
              <Row label={t('profile.organisation')} value={session.organisation.name} />
            ) : null}
            {guardian ? (
              <Row
                label={t('profile.language')}
                value={t(`profile.languages.${user.language ?? 'default'}`)}
              />
            ) : null}
            {user.child ? (
              <Row
                label={t('profile.child')}
                value={t('profile.childValue', { name: user.child.first_name, code: user.child.app_code })}
              />
            ) : null}
          </Box>
        ) : null}
      </Paper>
      {/* Present from the first paint with its own placeholder, so the sections below it do not move. */}
      {error ? null : <SignInSecurity />}
      {guardian ? <MyChildren /> : null}
      {guardian && !editing ? <ChildrenAppSignIn /> : null}
      {guardian ? <NewsletterOptIn /> : null}
      {guardian ? <RecordViews /> : null}
      {guardian ? <YourDataSection /> : null}
    </Box>
  );
}
