import { useAtomValue } from 'jotai';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../design-system/index.ts';
import { loadErrorMessageId, useT } from '../../../lib/index.ts';
import { languageAtom, sessionAtom } from '../../session/index.ts';
import { usePublished } from '../api/reads.ts';
import { InformationView } from './information-view.tsx';

/** /hospital-information for guardians: what their hospital has published, in their language. */
export function GuardianInformation() {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const organisation = useAtomValue(sessionAtom)?.organisation ?? null;
  const { data, error, mutate } = usePublished();

  return (
    <>
      <PageHeader title={t('cms.guardian.title')} description={organisation?.name} />
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void mutate()}>
              {t('table.retry')}
            </Button>
          }
        >
          {t('cms.guardian.loadFailed')} {t(loadErrorMessageId(error))}
        </Alert>
      ) : null}
      {!data && !error ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label={t('shell.loading')}>
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      ) : null}
      {data ? (
        <InformationView
          home={data}
          pages={data.data}
          language={language}
          organisationLanguage={organisation?.language ?? 'en'}
        />
      ) : null}
    </>
  );
}
