import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeletionPreview as Preview } from '../../../api/contracts/data-requests.ts';
import { PersonName } from '../../../design-system/index.ts';
import { Loading, loadErrorMessageId, useT } from '../../../lib/index.ts';
import { useDeletionPreview } from '../api/data-requests.ts';

function Children({ label, children }: { label: string; children: Preview['erased'] }) {
  const t = useT();
  return (
    <>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      <List dense disablePadding aria-label={label}>
        {children.map((child) => (
          <ListItem key={child.id} disableGutters>
            <PersonName
              person={child}
              patientPrefix={t('appUsers.patientPrefix')}
              appCodeLabel={t('appUsers.columns.appCode')}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** The approve dialog's account of the children: erased, or kept because another guardian is linked. */
export function DeletionPreview({ id }: { id: string }) {
  const t = useT();
  const preview = useDeletionPreview(id);
  if (preview.error)
    return (
      <Alert severity="warning">
        {t('dataRequests.preview.failed')} {t(loadErrorMessageId(preview.error))}
      </Alert>
    );
  if (!preview.data) return <Loading heights={[24, 24]} label="dataRequests.preview.loading" />;
  const { erased, kept } = preview.data;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      {erased.length === 0 && kept.length === 0 ? (
        <Typography>{t('dataRequests.preview.noChildren')}</Typography>
      ) : null}
      {erased.length ? <Children label={t('dataRequests.preview.erased')}>{erased}</Children> : null}
      {kept.length ? <Children label={t('dataRequests.preview.kept')}>{kept}</Children> : null}
    </Stack>
  );
}
