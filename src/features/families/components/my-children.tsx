import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PersonName, formatAppCode } from '../../../design-system/index.ts';
import { LoadError, useT } from '../../../lib/index.ts';
import { useMyChildren } from '../api/families.ts';
import { AddChildForm } from './add-child-form.tsx';
import { LinkStatusChip } from './link-person.tsx';

/** The anchor of the guardian's children on /account: the dashboard points families without a child here. */
const CHILDREN_ANCHOR = 'children';

/** /account#children: a guardian's children (active, or waiting for the hospital) and the form to add one. */
export function MyChildren() {
  const t = useT();
  const { data, error, isLoading, mutate } = useMyChildren();
  return (
    <Paper id={CHILDREN_ANCHOR} component="section" aria-labelledby="my-children-title" sx={{ p: 3, mt: 3 }}>
      <Typography id="my-children-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('families.child.heading')}
      </Typography>
      {isLoading ? (
        <Stack role="status" aria-busy="true" aria-label={t('families.loading')} spacing={1}>
          <Skeleton width="60%" />
        </Stack>
      ) : null}
      {error ? <LoadError title="families.loadFailed" error={error} onRetry={() => void mutate()} /> : null}
      {data?.data.length === 0 ? <Alert severity="info">{t('families.child.none')}</Alert> : null}
      {data && data.data.length > 0 ? (
        <List aria-label={t('families.child.heading')} disablePadding sx={{ mb: 2 }}>
          {data.data.map((link) => (
            <ListItem key={link.link_id} disableGutters divider>
              <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                {link.child ? (
                  <PersonName
                    person={link.child}
                    patientPrefix={t('appUsers.patientPrefix')}
                    appCodeLabel={t('appUsers.columns.appCode')}
                  />
                ) : (
                  <Typography>{t('families.child.awaiting')}</Typography>
                )}
                <LinkStatusChip status={link.status} t={t} />
                <Typography variant="body2" color="text.secondary">
                  {t(`families.relationships.${link.relationship}`)}
                </Typography>
                {/* The code the child's app signs in with today: a revoke elsewhere gives a new one. */}
                {link.child?.app_code ? (
                  <Typography variant="body2">
                    {t('families.child.currentCode', { code: formatAppCode(link.child.app_code) })}
                  </Typography>
                ) : null}
              </Stack>
            </ListItem>
          ))}
        </List>
      ) : null}
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('families.child.title')}
      </Typography>
      <AddChildForm />
    </Paper>
  );
}
