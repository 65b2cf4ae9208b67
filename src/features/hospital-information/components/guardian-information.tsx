import { useDeferredValue } from 'react';
import { useAtomValue } from 'jotai';
import { hospitalInformationEndpoints } from '../../../api/contracts/hospital-information-endpoints.ts';
import { PageHeader } from '../../../design-system/index.ts';
import { LoadError, Loading, OfflineNotice, useT } from '../../../lib/index.ts';
import { languageAtom, sessionAtom } from '../../session/index.ts';
import { usePublished } from '../api/reads.ts';
import { InformationView } from './information-view.tsx';

/** /hospital-information for guardians: what their hospital has published, in their language. */
export function GuardianInformation() {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const organisation = useAtomValue(sessionAtom)?.organisation ?? null;
  const published = usePublished();
  const { error, mutate } = published;
  // The pages render in a transition, in slices, when they arrive (not in the answer's own task).
  const data = useDeferredValue(published.data);

  return (
    <>
      <PageHeader title={t('hospitalInformation.guardian.title')} description={organisation?.name} />
      <OfflineNotice path={hospitalInformationEndpoints.published.path} />
      {error ? (
        <LoadError
          title="hospitalInformation.guardian.loadFailed"
          error={error}
          onRetry={() => void mutate()}
        />
      ) : null}
      {!data && !error ? <Loading heights={[160, 160]} gap={2} /> : null}
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
