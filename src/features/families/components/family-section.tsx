import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { roleOf } from '../../../api/contracts/index.ts';
import { LoadError, useT } from '../../../lib/index.ts';
import { useFamilyLinks } from '../api/families.ts';
import { AddLinkDialog } from './add-link-dialog.tsx';
import { useLinkActions } from './link-actions.ts';
import { LinkList } from './link-list.tsx';
import { RevokeDialog } from './revoke-dialog.tsx';

/** The user detail page's "Family": a patient's guardians or a guardian's children, managed by the admin. */
export function FamilySection({ user }: { user: { id: string; type: number } }) {
  const patient = roleOf(user.type) === 'patient';
  const t = useT();
  const { data, error, isLoading, mutate } = useFamilyLinks(user.id);
  const actions = useLinkActions();
  const [adding, setAdding] = useState(false);
  const title = t('families.title');
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack
          direction="row"
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, flexWrap: 'wrap', gap: 1 }}
        >
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t(patient ? 'families.addGuardian' : 'families.addChild')}
          </Button>
        </Stack>
        {isLoading ? (
          <Stack role="status" aria-busy="true" aria-label={t('families.loading')} spacing={1}>
            <Skeleton width="70%" />
            <Skeleton width="50%" />
          </Stack>
        ) : null}
        {error ? <LoadError title="families.loadFailed" error={error} onRetry={() => void mutate()} /> : null}
        {data && data.data.length === 0 ? (
          <Alert severity="info">{t(patient ? 'families.noGuardians' : 'families.noChildren')}</Alert>
        ) : null}
        {data && data.data.length > 0 ? (
          <LinkList
            links={data.data}
            show={patient ? 'guardian' : 'patient'}
            actions={actions}
            label={title}
          />
        ) : null}
      </CardContent>
      <AddLinkDialog open={adding} user={user} onClose={() => setAdding(false)} />
      <RevokeDialog
        open={actions.revoking !== null}
        busy={actions.busy}
        onConfirm={(reason) => void actions.revoke(reason)}
        onCancel={() => actions.askRevoke(null)}
      />
    </Card>
  );
}
